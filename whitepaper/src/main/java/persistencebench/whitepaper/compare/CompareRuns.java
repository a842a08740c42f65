package persistencebench.whitepaper.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import persistencebench.harness.settings.SettingsException;
import persistencebench.whitepaper.results.ResultsLoader;

/** What {@code -Dcompare=A,B} does: loads both sides, prints the comparison and writes its HTML report. */
public final class CompareRuns {

    private CompareRuns() {
    }

    /**
     * Compares the two runs {@code sides} names ({@code A,B}), prints the comparison to {@code out} and every kind of run
     * not compared to {@code err} as a warning, and writes the report into {@code reportDirectory}.
     *
     * @return the report's HTML file
     * @throws SettingsException when {@code sides} does not name two runs that exist
     */
    public static Path run(String sides, Path reportDirectory, PrintStream out, PrintStream err) throws IOException {
        List<String> named = List.of(sides.split(",", -1)).stream().map(String::strip).toList();
        if (named.size() != 2 || named.stream().anyMatch(String::isEmpty)) {
            throw new SettingsException("-Dcompare=" + sides + ": name two runs as A,B, each a result file, a results folder or an"
                    + " edition's folder (e.g. -Dcompare=editions/2026-12-08,results)");
        }
        named.forEach(RunSource::existing);
        ResultsLoader loader = new ResultsLoader();
        RunComparison comparison = RunComparison.of(RunSource.load(named.get(0), loader), RunSource.load(named.get(1), loader));
        out.print(ComparisonText.of(comparison));
        comparison.notCompared().forEach(line -> err.println("warning: " + line));
        return ComparisonReport.write(comparison, reportDirectory);
    }
}
