package persistencebench.harness.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import persistencebench.harness.cli.Credentials;

/**
 * One typed setting read from a system property ({@code -Dname=value}).
 *
 * @param <T> the parsed type
 */
public final class Setting<T> {
    private final String name;
    private final String defaultText;
    private final String description;
    private final Function<String, T> parser;
    private final Shown shown;
    private final boolean measures;
    private final String publishedText;

    /** How a value is shown outside the program: as typed, with a URL's credentials hidden, or not at all. */
    private enum Shown { PLAIN, CREDENTIALS_MASKED, MASKED }

    private Setting(String name, String defaultText, String description, Function<String, T> parser, Shown shown) {
        this(name, defaultText, description, parser, shown, true, defaultText);
    }

    private Setting(String name, String defaultText, String description, Function<String, T> parser, Shown shown, boolean measures,
                    String publishedText) {
        this.name = name;
        this.defaultText = defaultText;
        this.description = description;
        this.parser = parser;
        this.shown = shown;
        this.measures = measures;
        this.publishedText = publishedText;
    }

    /**
     * This setting with no say in what is measured (where files go, which server to reach, what else the run reports):
     * any value may be published (fairness rule 9).
     */
    public Setting<T> outsideMeasurement() {
        return new Setting<>(name, defaultText, description, parser, shown, false, null);
    }

    /**
     * This setting with the value a published run must have when it is not the default: a program run on its own
     * defaults to less than the complete selection (e.g. {@code -Ddatabases}: PostgreSQL alone), the published figures
     * need all of it.
     */
    public Setting<T> publishedAt(String text) {
        return new Setting<>(name, defaultText, description, parser, shown, true, text);
    }

    /** Whether the value changes what is measured, so that a published run must have {@link #publishedText()}. */
    public boolean measures() {
        return measures;
    }

    /** The value a published run has, as the user would type it (null: unset); meaningful where {@link #measures()}. */
    public String publishedText() {
        return publishedText;
    }

    public String name() {
        return name;
    }

    /** The default as the user would type it, or null when the setting is optional and unset by default. */
    public String defaultText() {
        return defaultText;
    }

    public String description() {
        return description;
    }

    /**
     * The value as it may be shown in result files, the white paper, the console and error messages: a secret as
     * {@link Credentials#MASK}, a connection string with its credentials hidden ({@link Credentials#mask}); null stays null.
     */
    public String shown(String text) {
        if (text == null) {
            return null;
        }
        return switch (shown) {
            case PLAIN -> text;
            case CREDENTIALS_MASKED -> Credentials.mask(text);
            case MASKED -> Credentials.MASK;
        };
    }

    /**
     * Has {@link Credentials#scrub} hide the secrets in {@code text}, a value the user gave: a secret setting's whole value
     * unless it is the documented default, a connection string's password and secret parameters.
     */
    void rememberSecrets(String text) {
        switch (shown) {
            case PLAIN -> { }
            case CREDENTIALS_MASKED -> Credentials.secretsIn(text).forEach(Credentials::remember);
            case MASKED -> {
                if (!text.equals(defaultText)) {
                    Credentials.remember(text);
                }
            }
        }
    }

    /**
     * The environment variable that may give a value which may hold a secret instead of {@code -Dname}, since a Maven
     * command line is visible to every local user ({@code ps}); null for settings that hold no secret.
     */
    public String environmentVariable() {
        return shown == Shown.PLAIN ? null : "PERSISTENCEBENCH_" + name.toUpperCase(Locale.ROOT).replace('.', '_');
    }

    /**
     * The value {@code text} stands for, as {@code -Dname=text} would give it; a forked JVM reads the settings its
     * backend declared this way from the texts its task carries.
     *
     * @throws SettingsException naming the setting and what it expects
     */
    public T parse(String text) {
        return parser.apply(text.trim());
    }

    public static Setting<Long> longValue(String name, long def, long min, long max, String description) {
        return new Setting<>(name, Long.toString(def), description, text -> {
            long value;
            try {
                value = Long.parseLong(text.replace("_", ""));
            } catch (NumberFormatException e) {
                throw invalid(name, text, "a whole number between " + min + " and " + max);
            }
            if (value < min || value > max) {
                throw invalid(name, text, "a whole number between " + min + " and " + max);
            }
            return value;
        }, Shown.PLAIN);
    }

    public static Setting<Integer> intValue(String name, int def, int min, int max, String description) {
        Setting<Long> wide = longValue(name, def, min, max, description);
        return new Setting<>(name, Integer.toString(def), description, text -> wide.parse(text).intValue(), Shown.PLAIN);
    }

    /**
     * A maximum heap as {@code -Xmx} takes it ({@code 2g}, {@code 4096m}), refused up front outside the bounds
     * {@link HeapSize} checks; the value stays text, handed to forked JVMs as typed.
     */
    public static Setting<String> heapSize(String name, String def, String description) {
        return new Setting<>(name, def, description + " (" + HeapSize.BOUNDS + ")", text -> {
            HeapSize.checked(name, text, text);
            return text;
        }, Shown.PLAIN);
    }

    /** One of a fixed list of lower-case choices. */
    public static Setting<String> choice(String name, String def, List<String> choices, String description) {
        return new Setting<>(name, def, description + " (" + String.join(" | ", choices) + ")", text -> {
            String value = text.toLowerCase(Locale.ROOT);
            if (!choices.contains(value)) {
                throw invalid(name, text, "one of " + String.join(", ", choices));
            }
            return value;
        }, Shown.PLAIN);
    }

    /** A comma-separated, non-empty subset of the allowed names; "all" selects every one, and is the default. */
    public static Setting<List<String>> subset(String name, List<String> allowed, String description) {
        return subset(name, "all", allowed, description);
    }

    /** A comma-separated, non-empty subset of the allowed names, {@code def} when not given; "all" selects every one. */
    public static Setting<List<String>> subset(String name, String def, List<String> allowed, String description) {
        return new Setting<>(name, def, description + " (comma-separated: " + String.join(",", allowed) + ")", text -> {
            if (text.equalsIgnoreCase("all")) {
                return List.copyOf(allowed);
            }
            List<String> chosen = new ArrayList<>();
            for (String part : text.split(",")) {
                String value = part.trim().toLowerCase(Locale.ROOT);
                if (value.isEmpty()) {
                    continue;
                }
                if (!allowed.contains(value)) {
                    throw invalid(name, text, "a comma-separated list of " + String.join(", ", allowed) + " (\"" + value + "\" is not one)");
                }
                if (!chosen.contains(value)) {
                    chosen.add(value);
                }
            }
            if (chosen.isEmpty()) {
                throw invalid(name, text, "at least one of " + String.join(", ", allowed));
            }
            return List.copyOf(chosen);
        }, Shown.PLAIN);
    }

    /** A path; an empty value is refused, as it would silently mean the current directory. */
    public static Setting<Path> path(String name, String def, String description) {
        return new Setting<>(name, def, description, text -> nonEmptyPath(name, text), Shown.PLAIN);
    }

    /**
     * A directory the program writes into, created when missing. Refused up front, each with its fix: an empty value, a
     * path that is (or lies under) a regular file, and one whose nearest existing directory is not writable.
     */
    public static Setting<Path> directory(String name, String def, String description) {
        return new Setting<>(name, def, description, text -> writableDirectory(name, nonEmptyPath(name, text)), Shown.PLAIN);
    }

    private static Path nonEmptyPath(String name, String text) {
        if (text.isEmpty()) {
            throw invalid(name, text, "a path (empty would mean the current directory; omit -D" + name + " for its default)");
        }
        return Path.of(text);
    }

    private static Path writableDirectory(String name, Path directory) {
        Path existing = directory.toAbsolutePath();
        while (!Files.exists(existing)) {
            existing = existing.getParent(); // the root exists, so this ends
        }
        if (!Files.isDirectory(existing)) {
            throw new SettingsException("-D" + name + "=" + directory + ": " + existing + " is a file, not a directory:"
                    + " give a directory (it is created if missing), or move the file away");
        }
        if (!Files.isWritable(existing)) {
            throw new SettingsException("-D" + name + "=" + directory + ": " + existing + " is not writable:"
                    + " give a directory you may write to, or make it writable (chmod u+w " + existing + ")");
        }
        return directory;
    }

    /** Free text; {@code def} may be null for "unset". */
    public static Setting<String> text(String name, String def, String description) {
        return new Setting<>(name, def, description, Function.identity(), Shown.PLAIN);
    }

    /** A password or other secret: never shown, and may come from {@link #environmentVariable()}. */
    public static Setting<String> secretText(String name, String def, String description) {
        return new Setting<>(name, def, description, Function.identity(), Shown.MASKED);
    }

    /**
     * A connection string, which the drivers let carry a user's password: shown with its credentials hidden, and may
     * come from {@link #environmentVariable()}.
     */
    public static Setting<String> connectionString(String name, String def, String description) {
        return new Setting<>(name, def, description, Function.identity(), Shown.CREDENTIALS_MASKED);
    }

    /** A switch: {@code -Dname} or {@code -Dname=true} turns it on, {@code -Dname=false} off; off by default. */
    public static Setting<Boolean> flag(String name, String description) {
        return bool(name, false, description);
    }

    /** A yes/no setting with a default; {@code -Dname} alone means true. */
    public static Setting<Boolean> bool(String name, boolean def, String description) {
        return new Setting<>(name, Boolean.toString(def), description, text -> {
            if (text.isEmpty() || text.equalsIgnoreCase("true")) {
                return true;
            }
            if (text.equalsIgnoreCase("false")) {
                return false;
            }
            throw invalid(name, text, "true or false (or just -D" + name + ")");
        }, Shown.PLAIN);
    }

    private static SettingsException invalid(String name, String text, String expected) {
        return new SettingsException("invalid value -D" + name + "=" + text + ": expected " + expected);
    }

    @Override
    public String toString() {
        return name;
    }
}
