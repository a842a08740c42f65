package persistencebench.harness.settings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * The validated settings of one program run. Values come from system properties; every declared
 * setting is parsed up front so a bad value fails before any work starts. A property that is not
 * declared but is meant for this program is refused too, so that no setting is ignored without a word: a setting of
 * another program of the project (e.g. the read program's {@code -Dheap} given to the write program), unless the main
 * job runs that program too; an undotted name close to a declared one (e.g. {@code -Diteration=3}, {@code -Diters=3});
 * and any dotted name in a namespace the program's settings declare (e.g. {@code -Djdbc.uri} beside {@code jdbc.url}).
 * Other properties (the JVM's, Maven's, the fork protocol's) are left alone.
 */
public final class Settings {
    /** Properties that are not ours though they look it: Maven's, and the JDK's {@code jdbc.drivers} (DriverManager). */
    private static final Set<String> FOREIGN_KEYS = Set.of("help", "skipTests", "maven.multiModuleProjectDirectory", "jdbc.drivers");

    /** The shortest name that is taken for the start of a declared one ({@code -Diter} for {@code -Diterations}). */
    private static final int SHORTEST_ABBREVIATION = 3;

    private final String program;
    private final List<Setting<?>> declared;
    private final Map<String, Object> values = new LinkedHashMap<>();
    private final Map<String, String> explicit = new TreeMap<>();
    private final Map<String, String> texts = new LinkedHashMap<>();

    private Settings(String program, List<Setting<?>> declared) {
        this.program = program;
        this.declared = List.copyOf(declared);
    }

    /**
     * Parses every declared setting from {@code props}, and a value that may hold a secret from its
     * {@linkplain Setting#environmentVariable() environment variable} when {@code props} lacks it; throws
     * {@link SettingsException} on the first problem.
     */
    public static Settings parse(String program, List<Setting<?>> declared, Properties props) {
        return parse(program, declared, props, System.getenv(), true, List.of());
    }

    /**
     * As {@link #parse(String, List, Properties)}, for a program that Maven runs before {@code laterPrograms} with the same
     * {@code -D} properties (the scaling study, then the white paper): their settings are theirs, not a mistake.
     */
    public static Settings parseBefore(List<String> laterPrograms, String program, List<Setting<?>> declared, Properties props) {
        return parse(program, declared, props, System.getenv(), true, laterPrograms);
    }

    /**
     * As {@link #parse(String, List, Properties)}, for a program that Maven runs after the programs whose results it reads,
     * with their {@code -D} properties (the white paper, in the main job and the scaling study): a setting of another
     * program is theirs, not a mistake; only names close to this program's own are refused.
     */
    public static Settings parseAfterOtherPrograms(String program, List<Setting<?>> declared, Properties props) {
        return parse(program, declared, props, System.getenv(), false, List.of());
    }

    static Settings parse(String program, List<Setting<?>> declared, Properties props, Map<String, String> environment) {
        return parse(program, declared, props, environment, true, List.of());
    }

    private static Settings parse(String program, List<Setting<?>> declared, Properties props, Map<String, String> environment,
                                  boolean refuseOtherPrograms, List<String> laterPrograms) {
        Settings settings = new Settings(program, declared);
        for (Setting<?> setting : declared) {
            String text = props.getProperty(setting.name());
            if (text == null && setting.environmentVariable() != null) {
                text = environment.get(setting.environmentVariable());
            }
            if (text != null) {
                setting.rememberSecrets(text);
                settings.explicit.put(setting.name(), setting.shown(text));
            } else {
                text = setting.defaultText();
            }
            settings.values.put(setting.name(), text == null ? null : setting.parse(text));
            settings.texts.put(setting.name(), text);
        }
        if (refuseOtherPrograms) {
            settings.refuseOtherProgramsSettings(props, laterPrograms);
        }
        settings.rejectMisspellings(props);
        return settings;
    }

    /** Whether {@code -Dhelp} was given. */
    public static boolean helpRequested(Properties props) {
        return props.getProperty("help") != null;
    }

    @SuppressWarnings("unchecked")
    public <T> T get(Setting<T> setting) {
        if (!values.containsKey(setting.name())) {
            throw new IllegalArgumentException("setting " + setting.name() + " is not declared by " + program);
        }
        return (T) values.get(setting.name());
    }

    /**
     * The value as typed, or the default's text; null when unset. Unmasked: for handing a value to a forked JVM through
     * a file only this user can read, never for showing it ({@link #effective()} shows).
     */
    public String text(Setting<?> setting) {
        get(setting);
        return texts.get(setting.name());
    }

    /** True when the user set the value explicitly (rather than relying on the default). */
    public boolean isExplicit(Setting<?> setting) {
        return explicit.containsKey(setting.name());
    }

    /** Every declared setting with its effective value as {@linkplain Setting#shown shown}; for result files. */
    public Map<String, String> effective() {
        Map<String, String> out = new TreeMap<>();
        for (Setting<?> setting : declared) {
            out.put(setting.name(), recorded(setting, values.get(setting.name())));
        }
        return out;
    }

    /**
     * Every setting that changes what is measured with the value a published run has, rendered as {@link #effective()}
     * renders values (null: unset); a result file records it beside the effective settings, so that a reader holding
     * neither the program's code nor its settings can apply {@link #unpublished(Map, Map)} to what the file says.
     */
    public Map<String, String> publishedValues() {
        Map<String, String> out = new TreeMap<>();
        for (Setting<?> setting : declared) {
            if (setting.measures()) {
                out.put(setting.name(), recorded(setting, setting.publishedText() == null ? null : setting.parse(setting.publishedText())));
            }
        }
        return out;
    }

    /** {@code value} as a result file records it: a list comma-separated, a secret hidden; null stays null. */
    private static String recorded(Setting<?> setting, Object value) {
        String text = value == null ? null : String.valueOf(value);
        if (value instanceof List<?> list) {
            text = String.join(",", list.stream().map(String::valueOf).toList());
        }
        return setting.shown(text);
    }

    /**
     * Every setting that changes what is measured and differs from the value a published run has (fairness rule 9), as
     * {@code -Dname=value (published: value)}, in declaration order; empty when the run may be published. Lists compare
     * as sets: the order a selection is typed in changes nothing.
     */
    public List<String> unpublishedSettings() {
        List<String> differing = new ArrayList<>();
        Map<String, String> effective = effective();
        Set<String> names = Set.copyOf(unpublished(effective, publishedValues()));
        for (Setting<?> setting : declared) {
            if (names.contains(setting.name())) {
                differing.add("-D" + setting.name() + "=" + effective.get(setting.name()) + " (published: "
                        + (setting.publishedText() == null ? "unset" : setting.publishedText()) + ")");
            }
        }
        return differing;
    }

    /**
     * The rule that decides whether a run's settings are the published ones (fairness rule 9), in its one home: the
     * names, in {@code published}'s order, of the settings whose value in {@code values} is not the one {@code published}
     * gives them ({@link #publishedValues()}; a name missing from {@code values} is unset). Values are rendered as
     * {@link #effective()} renders them; a comma-separated selection compares as a set, since the order it is typed in
     * changes nothing. The programs apply it to their own settings ({@link #unpublishedSettings()}); the white paper
     * applies it to the effective and published settings a result file records, to check the file's
     * {@code publication.status} against them.
     */
    public static List<String> unpublished(Map<String, String> values, Map<String, String> published) {
        List<String> differing = new ArrayList<>();
        published.forEach((name, publishedValue) -> {
            if (!sameValue(publishedValue, values.get(name))) {
                differing.add(name);
            }
        });
        return differing;
    }

    private static boolean sameValue(String published, String value) {
        if (Objects.equals(published, value)) {
            return true;
        }
        return published != null && value != null && items(published).equals(items(value));
    }

    private static Set<String> items(String selection) {
        return Set.copyOf(List.of(selection.split(",", -1)));
    }

    /**
     * What {@code -Dhelp} prints: one line per setting with its default, the value {@code -Dquick} gives it and its
     * description; with {@code -Dhelp=markdown} the same as the Markdown section of {@code docs/settings.md} (a
     * heading, the purpose and a table), which each program's {@code SettingsDocumentedTest} keeps equal to the page.
     */
    public static String help(Properties props, String program, String purpose, List<Setting<?>> declared,
                              Map<String, String> quickValues) {
        return "markdown".equals(props.getProperty("help")) ? markdown(program, purpose, declared, quickValues)
                : text(program, purpose, declared, quickValues);
    }

    private static String text(String program, String purpose, List<Setting<?>> declared, Map<String, String> quickValues) {
        StringBuilder out = new StringBuilder();
        out.append(program).append(" - ").append(purpose).append("\n\nSettings (system properties, -Dname=value):\n");
        int width = declared.stream().mapToInt(s -> s.name().length()).max().orElse(10) + 2;
        for (Setting<?> setting : declared) {
            String def = setting.defaultText() == null ? "(unset)" : setting.defaultText();
            String quick = quickValues.containsKey(setting.name()) ? "; quick: " + quickValues.get(setting.name()) : "";
            String environment = setting.environmentVariable() == null ? "" : " (or the environment variable " + setting.environmentVariable() + ")";
            out.append(String.format("  -D%-" + width + "s %s%s [default: %s%s]%n", setting.name(), setting.description(), environment,
                    def, quick));
        }
        return out.toString();
    }

    private static String markdown(String program, String purpose, List<Setting<?>> declared, Map<String, String> quickValues) {
        StringBuilder out = new StringBuilder();
        out.append("### ").append(program).append("\n\n").append(cell(capitalised(purpose))).append(".\n\n")
                .append("| setting | default | with `-Dquick` | meaning |\n|---|---|---|---|\n");
        for (Setting<?> setting : declared) {
            String environment = setting.environmentVariable() == null ? ""
                    : " (or the environment variable `" + setting.environmentVariable() + "`)";
            out.append("| `").append(setting.name()).append("` | ").append(code(setting.defaultText())).append(" | ")
                    .append(quickValues.containsKey(setting.name()) ? code(quickValues.get(setting.name())) : "")
                    .append(" | ").append(cell(setting.description())).append(environment).append(" |\n");
        }
        return out.toString();
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String code(String value) {
        if (value == null) {
            return "unset";
        }
        return value.isEmpty() ? "empty" : "`" + value.replace("|", "\\|") + "`";
    }

    /** Text for Markdown: a pipe would end a table cell, a {@code <} begin an HTML tag. */
    private static String cell(String text) {
        return text.replace("|", "\\|").replace("<", "\\<");
    }

    /**
     * Refuses a property that is a setting of another program of the project and not of this one; in the main job, a
     * setting of any program it runs ({@code job.steps}) is accepted, as Maven gives each the same properties, and so is a
     * setting of a program Maven runs after this one ({@code laterPrograms}).
     */
    private void refuseOtherProgramsSettings(Properties props, List<String> laterPrograms) {
        List<String> steps = new ArrayList<>(List.of(props.getProperty(CommonSettings.JOB_STEPS.name(), "").split(",")));
        steps.addAll(laterPrograms);
        for (String key : props.stringPropertyNames()) {
            if (FOREIGN_KEYS.contains(key) || values.containsKey(key) || steps.stream().anyMatch(step -> ProgramSettings.stepHas(step, key))) {
                continue;
            }
            List<String> owners = ProgramSettings.othersHaving(key, program);
            if (!owners.isEmpty()) {
                throw new SettingsException("-D" + key + " is a setting of " + String.join(" and ", owners) + ", not of " + program
                        + ": leave it out, or give it to " + (owners.size() == 1 ? "that program" : "one of those programs"));
            }
        }
    }

    /** Refuses a name close to one of this program's settings; another program's setting, taken as it is, is no misspelling. */
    private void rejectMisspellings(Properties props) {
        for (String key : props.stringPropertyNames()) {
            if (FOREIGN_KEYS.contains(key) || values.containsKey(key) || !ProgramSettings.othersHaving(key, program).isEmpty()) {
                continue;
            }
            Optional<String> meant = key.contains(".") ? nearestInNamespace(key) : nearestUndotted(key);
            meant.ifPresent(name -> {
                throw new SettingsException("unknown setting -D" + key + " for " + program + ": did you mean -D" + name + "?");
            });
        }
    }

    /**
     * The undotted declared setting the undotted {@code key} was likely meant as: one at most two edits away (one for a
     * name of four letters or fewer, which two edits turn into too many others: {@code env} is not {@code csv}), or one it
     * starts, as an abbreviation, with or without a plural's {@code s} ({@code iters}, {@code iter} for
     * {@code iterations}); empty when none is.
     */
    private Optional<String> nearestUndotted(String key) {
        String lower = key.toLowerCase(Locale.ROOT);
        String stem = lower.endsWith("s") ? lower.substring(0, lower.length() - 1) : lower;
        return declared.stream().map(Setting::name).filter(name -> !name.contains("."))
                .filter(name -> key.length() > 2 && editDistance(key, name) <= (key.length() <= 4 ? 1 : 2)
                        || stem.length() >= SHORTEST_ABBREVIATION && name.toLowerCase(Locale.ROOT).startsWith(stem))
                .min(Comparator.comparingInt(name -> editDistance(key, name)));
    }

    /**
     * The declared setting closest to the dotted {@code key} among those in its namespace (the part up to its first dot,
     * {@code jdbc.} for {@code jdbc.uri}); empty when the program declares no setting there, so the property is not ours.
     */
    private Optional<String> nearestInNamespace(String key) {
        String namespace = key.substring(0, key.indexOf('.') + 1);
        return declared.stream().map(Setting::name).filter(name -> name.startsWith(namespace))
                .min(Comparator.comparingInt(name -> editDistance(key, name)));
    }

    static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = Character.toLowerCase(a.charAt(i - 1)) == Character.toLowerCase(b.charAt(j - 1)) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
