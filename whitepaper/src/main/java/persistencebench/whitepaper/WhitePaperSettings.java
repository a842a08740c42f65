package persistencebench.whitepaper;

import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The white paper generator's settings: where the result files are, whether to render the PDF too, the main job's
 * steps when it runs as one of them ({@link CommonSettings#JOB_STEPS}), the folder to publish a reference edition
 * into, if that is what it is asked to do, and the two runs to compare, if that is.
 */
public record WhitePaperSettings(Path resultsDir, boolean pdf, String jobSteps, Path edition, String compare) {
    static final String PROGRAM = "whitepaper";
    static final Setting<Boolean> PDF = Setting.bool("pdf", true,
            "also render whitepaper.pdf (takes 10-30 s; off with -Dquick); the HTML is always rendered");
    static final Setting<Path> EDITION = Setting.directory("edition", null,
            "publish the results' write and read runs as a reference edition in this new folder (e.g. editions/2026-12-03):"
                    + " the result files compressed, the white paper with its PDF rendered from them, EDITION.md, and the README's"
                    + " findings table; refused for a draft or a folder that holds files").outsideMeasurement();
    static final Setting<String> COMPARE = Setting.text("compare", null,
            "instead of the white paper, compare two runs, A,B: each a result file, a results folder or an edition's folder;"
                    + " prints what the runs recorded differently, then every cell both measured with B over A and its verdict, and"
                    + " writes <results>/whitepaper/compare.html").outsideMeasurement();
    /** A quick job renders the HTML only: the PDF's JRuby rendering was a third of the quick job's white-paper step. */
    static final Map<String, String> QUICK_VALUES = Map.of(PDF.name(), "false");
    static final List<Setting<?>> DECLARED = List.of(CommonSettings.RESULTS, PDF, EDITION, COMPARE, CommonSettings.QUICK,
            CommonSettings.JOB_STEPS);

    private static final String PURPOSE = "charts and document from <results>/write-latest.json, read-latest.json and"
            + " scaling-latest.json, written to <results>/whitepaper/";

    /** Text printed for {@code -Dhelp}. */
    static String help(Properties properties) {
        return Settings.help(properties, PROGRAM, PURPOSE, DECLARED, QUICK_VALUES)
                + "\nExit codes: 0 done, 1 no result files, 2 invalid setting, 3 result file refused, 4 output could not be written,"
                + " 5 the results may not be published as an edition.\n";
    }

    /**
     * Parses and validates the settings from {@code properties} (normally {@link System#getProperties()}). Maven runs the
     * white paper after the programs whose results it renders, with their properties, so their settings are not refused.
     */
    public static WhitePaperSettings from(Properties properties) {
        Settings settings = Settings.parseAfterOtherPrograms(PROGRAM, DECLARED, CommonSettings.withJobDefaults(properties, QUICK_VALUES));
        return new WhitePaperSettings(settings.get(CommonSettings.RESULTS), settings.get(PDF), settings.get(CommonSettings.JOB_STEPS),
                settings.get(EDITION), settings.get(COMPARE));
    }
}
