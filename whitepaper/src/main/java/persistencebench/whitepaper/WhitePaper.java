package persistencebench.whitepaper;

import persistencebench.harness.cli.Program;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.whitepaper.compare.CompareRuns;
import persistencebench.whitepaper.edition.EditionPublisher;
import persistencebench.whitepaper.results.NoResultFilesException;
import persistencebench.whitepaper.results.RefusedResultFileException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Properties;

/**
 * Command-line entry point: {@code ./mvnw -pl whitepaper exec:java [-Dresults=DIR] [-Dpdf=false] [-Dedition=DIR] [-Dcompare=A,B] [-Dhelp]}.
 * Exit codes: 0 done, 1 no result files, 2 invalid setting, 3 result file refused, 4 output not written, 5 not
 * publishable as an edition.
 */
public final class WhitePaper {

    static final int OK = 0;
    static final int NO_RESULTS = 1;
    static final int INVALID_SETTING = 2;
    static final int REFUSED = 3;
    static final int OUTPUT_FAILED = 4;
    static final int NOT_PUBLISHABLE = 5;

    private WhitePaper() {
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        // a result file's text (a cell id, a failure) reaches the console: print it as every program prints
        int code = Program.guarded(() -> run(System.getProperties(), System.out, System.err));
        if (code != OK) {
            System.exit(code);
        }
    }

    /** Runs the generator with {@code properties} as settings and returns the exit code. */
    static int run(Properties properties, PrintStream out, PrintStream err) {
        if (Settings.helpRequested(properties)) {
            out.print(WhitePaperSettings.help(properties));
            return OK;
        }
        WhitePaperSettings settings;
        try {
            settings = WhitePaperSettings.from(properties);
        } catch (SettingsException e) {
            err.println("error: " + e.getMessage());
            return INVALID_SETTING;
        }
        String target = settings.compare() != null ? "the comparison under " + settings.resultsDir().resolve("whitepaper")
                : settings.edition() == null ? "the white paper under " + settings.resultsDir().resolve("whitepaper")
                : "the edition " + settings.edition();
        try {
            if (settings.compare() != null) {
                Path report = CompareRuns.run(settings.compare(), settings.resultsDir().resolve("whitepaper"), out, err);
                out.println("Comparison written to " + report);
                return OK;
            }
            return settings.edition() == null ? render(settings, out, err) : publish(settings, out, err);
        } catch (SettingsException e) {
            err.println("error: " + e.getMessage());
            return INVALID_SETTING;
        } catch (NoResultFilesException e) {
            err.println("error: " + e.getMessage());
            return NO_RESULTS;
        } catch (RefusedResultFileException e) {
            err.println("error: " + e.getMessage());
            return REFUSED;
        } catch (IOException | RuntimeException e) {
            // anything else is a rendering failure (e.g. JRuby could not start): say where, not just a stack trace
            err.println("error: could not write " + target + ": " + e);
            return OUTPUT_FAILED;
        }
    }

    private static int render(WhitePaperSettings settings, PrintStream out, PrintStream err) throws IOException {
        // -Dquick only turns the PDF off here: the job's mode is the one the earlier steps recorded
        JobProgress job = JobProgress.of(settings.jobSteps(), WhitePaperSettings.PROGRAM, settings.resultsDir(), null, out);
        job.plan(WhitePaperSettings.PROGRAM, 1);
        GenerationReport report = new WhitePaperGenerator().generate(settings.resultsDir(), settings.pdf());
        job.unitDone(WhitePaperSettings.PROGRAM);
        job.finish();
        out.println("White paper written to " + settings.resultsDir().resolve("whitepaper") + ":");
        Path base = settings.resultsDir().toAbsolutePath();
        report.files().forEach(file -> out.println("  " + base.relativize(file.toAbsolutePath())));
        report.missingParts().forEach(line -> err.println("note: " + line));
        report.draftReasons().forEach(line -> err.println("note: marked DRAFT: " + line));
        report.warnings().forEach(line -> err.println("warning: " + line));
        return OK;
    }

    /**
     * Publishes the results as an edition in {@code -Dedition} (with its PDF whatever {@code -Dpdf} says); a warning of
     * the rendering refuses it, as a draft does.
     */
    private static int publish(WhitePaperSettings settings, PrintStream out, PrintStream err) throws IOException {
        Path checkout = Path.of("").toAbsolutePath();
        // as given: the publisher judges the folder by its real path (links and .. resolved), not by how it is written
        Path edition = settings.edition().toAbsolutePath();
        String typed = settings.edition().toString();
        EditionPublisher.Outcome outcome;
        try {
            outcome = new EditionPublisher().publish(settings.resultsDir(), edition, typed, checkout,
                    dir -> new WhitePaperGenerator().generate(dir, true).warnings(), Instant.now());
        } catch (EditionPublisher.ReadmeNotUpdatedException e) {
            err.println("error: " + e.getMessage());
            return OUTPUT_FAILED;
        }
        if (!outcome.refusals().isEmpty()) {
            err.println("error: " + settings.resultsDir() + " was not published as an edition in " + typed + ":");
            outcome.refusals().forEach(line -> err.println("  " + line));
            return NOT_PUBLISHABLE;
        }
        out.println("Edition published in " + outcome.name() + ", and README.md's findings block now shows it:");
        outcome.files().forEach(file -> out.println("  " + outcome.dir().relativize(file)));
        return OK;
    }
}
