package persistencebench.harness.db;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The server profiles of one engine, read from {@code persistencebench/harness/db/<engine>/profiles/<name>.conf}:
 * one {@code name = value  # reason} per line. {@code study} is the engine's defaults (the study's container);
 * {@code tuned} what the engine's experts set for this benchmark, each setting with its reason in the file.
 */
public final class ServerProfiles {
    private static final List<String> NAMES = List.of(DatabaseServer.STUDY_PROFILE, DatabaseServer.TUNED_PROFILE);

    private ServerProfiles() {
    }

    /** The settings of {@code profile} for {@code engine}, in file order. */
    public static Map<String, String> settings(String engine, String profile) {
        String resource = "/persistencebench/harness/db/" + engine + "/profiles/" + profile + ".conf";
        try (InputStream in = ServerProfiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("the " + engine + " engine has no server profile \"" + profile + "\" (" + resource
                        + "); known: " + NAMES);
            }
            Map<String, String> settings = new LinkedHashMap<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String setting = line.replaceFirst("#.*", "").strip();
                if (!setting.isEmpty()) {
                    int eq = setting.indexOf('=');
                    if (eq < 1) {
                        throw new IllegalStateException(resource + ": \"" + line + "\" is not name = value");
                    }
                    settings.put(setting.substring(0, eq).strip(), setting.substring(eq + 1).strip());
                }
            }
            return settings;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** Every profile's settings. */
    public static Map<String, Map<String, String>> all(String engine) {
        Map<String, Map<String, String>> all = new LinkedHashMap<>();
        NAMES.forEach(name -> all.put(name, settings(engine, name)));
        return all;
    }
}
