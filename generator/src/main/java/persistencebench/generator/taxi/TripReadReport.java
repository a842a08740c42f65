package persistencebench.generator.taxi;

import java.nio.file.Path;
import java.util.List;

/**
 * What a read of a TLC CSV saw.
 *
 * @param file           the file read
 * @param rowsRead       trips delivered to the sink
 * @param rowsSkipped    malformed rows skipped (policy {@link BadRowPolicy#SKIP}; always 0 with FAIL)
 * @param skippedSamples descriptions of the first 10 skipped rows, as {@link MalformedTripRowException} words them
 */
public record TripReadReport(Path file, long rowsRead, long rowsSkipped, List<String> skippedSamples) {

    public TripReadReport {
        skippedSamples = List.copyOf(skippedSamples);
    }
}
