package persistencebench.whitepaper.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import persistencebench.harness.settings.SettingsException;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;

/**
 * One side of a comparison as {@code -Dcompare} names it: a result file (a write or a read run, plain or compressed,
 * under any name), or a folder of result files (a results folder, or an edition's with its compressed files), loaded
 * with every check the white paper makes, so a file of another format version is refused in one line as there.
 *
 * @param name    the side as it was given, which the console and the report name it by
 * @param results its runs
 */
public record RunSource(String name, AvailableResults results) {

    /**
     * The side {@code given} names.
     *
     * @throws SettingsException when it names neither a file nor a folder
     */
    static RunSource load(String given, ResultsLoader loader) {
        Path path = existing(given);
        return new RunSource(given, Files.isRegularFile(path) ? loader.loadFile(path) : loader.load(path));
    }

    /**
     * The path {@code given} names, when it is a file or a folder; checked for both sides before either is loaded, so a
     * mistyped second side is named before the first side's contents are judged.
     *
     * @throws SettingsException when it names neither
     */
    static Path existing(String given) {
        Path path = Path.of(given);
        if (Files.isRegularFile(path) || Files.isDirectory(path)) {
            return path;
        }
        throw new SettingsException("-Dcompare: " + given + " is neither a result file nor a folder; name a results folder (results),"
                + " an edition's folder (editions/2026-12-08) or a result file (results/write-latest.json)");
    }
}
