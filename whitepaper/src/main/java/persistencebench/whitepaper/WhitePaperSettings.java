package persistencebench.whitepaper;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;

/**
 * The white paper generator's settings, read from system properties:
 * {@code -Dresults=DIR} (default {@code results}), {@code -Dpdf=true|false} (default true) and
 * {@code -Dhelp}. Invalid values are rejected with a message that says what to pass instead.
 */
public record WhitePaperSettings(Path resultsDir, boolean pdf, boolean help) {

    /** Text printed for {@code -Dhelp}. */
    public static final String HELP = String.join(System.lineSeparator(),
            "White paper generator: charts and document from the latest result files.",
            "Usage: ./mvnw -pl whitepaper exec:java [-Dresults=DIR] [-Dpdf=true|false] [-Dhelp]",
            "  -Dresults=DIR   directory holding write-latest.json and/or read-latest.json (default: results);",
            "                  output goes to DIR/whitepaper/ (figures/*.png, figures/*.svg, whitepaper.adoc/.html/.pdf)",
            "  -Dpdf=BOOL      also render whitepaper.pdf (default: true; PDF rendering takes 10-30 s)",
            "  -Dhelp          print this text and exit",
            "Exit codes: 0 done, 1 no result files, 2 invalid setting, 3 result file refused, 4 output could not be written.");

    /** Parses the settings from {@code properties} (normally {@link System#getProperties()}). */
    public static WhitePaperSettings from(Properties properties) {
        boolean help = properties.containsKey("help");
        String results = properties.getProperty("results", "results");
        if (results.isBlank()) {
            throw new InvalidSettingException("-Dresults is empty: pass the directory holding the result files, e.g. -Dresults=results");
        }
        Path resultsDir = Path.of(results);
        if (Files.exists(resultsDir) && !Files.isDirectory(resultsDir)) {
            throw new InvalidSettingException("-Dresults=" + results + " is a file, not a directory: pass the directory "
                    + "that holds write-latest.json and read-latest.json");
        }
        return new WhitePaperSettings(resultsDir, bool(properties, "pdf", true), help);
    }

    private static boolean bool(Properties properties, String name, boolean fallback) {
        String value = properties.getProperty(name);
        if (value == null) {
            return fallback;
        }
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true", "" -> true;
            case "false" -> false;
            default -> throw new InvalidSettingException("-D" + name + "=" + value + " is not valid: use -D" + name
                    + "=true or -D" + name + "=false");
        };
    }

    /** A setting with an unusable value. */
    public static final class InvalidSettingException extends IllegalArgumentException {
        InvalidSettingException(String message) {
            super(message);
        }
    }
}
