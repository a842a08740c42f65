package persistencebench.harness.settings;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The settings of every program of the project, by program, as {@code docs/settings.md} documents them: a program's
 * section lies between {@code <!-- begin settings: PROGRAM -->} and {@code <!-- end settings: PROGRAM -->}, a table row
 * per setting. The harness bundles the page (its pom), and each program's {@code SettingsDocumentedTest} keeps its
 * section equal to what its {@code -Dhelp} lists, so this is what the programs declare, without the harness depending
 * on them.
 */
final class ProgramSettings {
    private static final String PAGE = "settings.md";
    private static final Pattern SECTION = Pattern.compile("<!-- begin settings: (\\S+) -->(.*?)<!-- end settings: \\1 -->", Pattern.DOTALL);
    private static final Pattern ROW = Pattern.compile("(?m)^\\| `([^`]+)` \\|");
    private static final Map<String, Set<String>> BY_PROGRAM = load();

    private ProgramSettings() {
    }

    /** The programs other than {@code program} that have the setting {@code name}, in the page's order; empty for none. */
    static List<String> othersHaving(String name, String program) {
        List<String> others = new ArrayList<>();
        BY_PROGRAM.forEach((other, names) -> {
            if (!other.equals(program) && names.contains(name)) {
                others.add(other);
            }
        });
        return others;
    }

    /**
     * Whether {@code step}, a program as the main job's {@code job.steps} names it (its name's start, in any case:
     * {@code read} for {@code ReadBenchmark}), has the setting {@code name}.
     */
    static boolean stepHas(String step, String name) {
        String prefix = step.strip().toLowerCase(Locale.ROOT);
        return !prefix.isEmpty() && BY_PROGRAM.entrySet().stream()
                .anyMatch(e -> e.getKey().toLowerCase(Locale.ROOT).startsWith(prefix) && e.getValue().contains(name));
    }

    private static Map<String, Set<String>> load() {
        try (InputStream in = ProgramSettings.class.getResourceAsStream(PAGE)) {
            if (in == null) {
                throw new IllegalStateException(PAGE + " is not bundled beside " + ProgramSettings.class.getName() + " (see harness/pom.xml)");
            }
            Map<String, Set<String>> programs = new LinkedHashMap<>();
            Matcher section = SECTION.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            while (section.find()) {
                Matcher row = ROW.matcher(section.group(2));
                List<String> names = new ArrayList<>();
                while (row.find()) {
                    names.add(row.group(1));
                }
                programs.put(section.group(1), Set.copyOf(names));
            }
            return programs;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled " + PAGE, e);
        }
    }
}
