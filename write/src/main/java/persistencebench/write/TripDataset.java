package persistencebench.write;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TaxiCsvGenerator;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.console.ProgressBar;
import persistencebench.harness.files.DiskFullException;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * The CSV a run reads: the generated, cached synthetic month (generated on first use), or a user's TLC file given
 * with {@code -Dcsv}. Knows what the result file's {@code dataset} section says about it before it is read.
 *
 * @param csv       the file
 * @param generated whether it is the synthetic dataset
 * @param rows      trips generated (-1 for a user's file: known once read)
 * @param seed      the generator seed (not used for a user's file)
 * @param badRows   the malformed-row policy
 */
record TripDataset(Path csv, boolean generated, long rows, long seed, BadRowPolicy badRows) {

    /** The CSV the settings name; generating one that does not fit on the disk stops the run in one line, leaving no part of it. */
    static TripDataset resolve(Settings settings, PrintStream out) throws IOException {
        BadRowPolicy badRows = BadRowPolicy.parse(settings.get(WriteSettings.BAD_ROWS));
        Path userFile = settings.get(WriteSettings.CSV);
        if (userFile != null) {
            Path csv = userFile.toAbsolutePath().normalize();
            if (!Files.isRegularFile(csv) || !Files.isReadable(csv)) {
                throw new FatalError("-Dcsv=" + userFile + ": no readable file at " + csv
                        + "; give the path of a TLC yellow-taxi CSV (plain or .gz), or omit -Dcsv to use generated data");
            }
            return new TripDataset(csv, false, -1, settings.get(CommonSettings.SEED), badRows);
        }
        long rows = settings.get(WriteSettings.ROWS);
        long seed = settings.get(CommonSettings.SEED);
        Path dataDir = settings.get(CommonSettings.DATA).toAbsolutePath().normalize();
        Path cached = dataDir.resolve("taxi").resolve(TaxiCsvGenerator.fileName(rows, seed));
        if (Files.isRegularFile(cached)) {
            return new TripDataset(cached, true, rows, seed, badRows);
        }
        try {
            TaxiCsvGenerator.requireRoom(cached.getParent(), rows); // before the progress line, which would promise a file
            out.println("generating " + String.format(Locale.ROOT, "%,d", rows) + " taxi trips (seed " + seed + ") into " + cached);
            try (ProgressBar bar = new ProgressBar("generating trips", "rows", rows)) {
                return new TripDataset(TaxiCsvGenerator.ensure(dataDir, rows, seed, bar::update), true, rows, seed, badRows);
            }
        } catch (DiskFullException e) {
            throw new FatalError(e.getMessage() + "; free space there, give -D" + CommonSettings.DATA.name()
                    + " a directory on a larger disk, or ask for fewer -D" + WriteSettings.ROWS.name());
        }
    }

    /**
     * The result file's {@code dataset} section as far as it is known before reading: a user's file by its name only,
     * with its size and time of change, which tell a resumed run ({@code -Dresume}) whether it is still the same file.
     */
    Map<String, Object> facts() throws IOException {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put(DatasetField.KIND.key(), "taxi");
        if (generated) {
            facts.put(DatasetField.ROWS.key(), rows);
            facts.put(DatasetField.SOURCE.key(), "generated");
        } else {
            facts.put(DatasetField.SOURCE.key(), "file");
            facts.put(DatasetField.FILE_BYTES.key(), Files.size(csv));
            facts.put(DatasetField.FILE_MODIFIED.key(), Files.getLastModifiedTime(csv).toInstant().toString());
        }
        facts.put(DatasetField.SEED.key(), seed);
        facts.put(DatasetField.FILE.key(), csv.getFileName().toString());
        facts.put(DatasetField.BAD_ROWS.key(), badRows.name().toLowerCase(Locale.ROOT));
        return facts;
    }
}
