package persistencebench.write;

import java.io.IOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import persistencebench.generator.taxi.TripCsvReader;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.console.ProgressBar;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.write.plugin.TripShape;

/**
 * The Java side of the proof (fairness rule 7): one untimed read of the CSV with the benchmark's reader before any
 * cell runs, putting every delivered trip in the canonical form of each stored shape the run needs. Every sample's
 * own (timed) read must deliver the same number of trips, and every store must hold rows whose digest, computed by
 * the store, equals the one computed here. A malformed row, or a CSV that delivers no trip, stops this read first,
 * before any cell runs.
 */
final class ReferenceRead {
    private final TripReadReport report;
    private final Map<TripShape, RowDigest> digests;

    private ReferenceRead(TripReadReport report, Map<TripShape, RowDigest> digests) {
        this.report = report;
        this.digests = digests;
    }

    /**
     * @throws persistencebench.generator.taxi.MalformedTripRowException at a malformed row under {@code -DbadRows=fail}
     * @throws FatalError naming the file when it delivers no trip (only a header, or every row skipped): nothing to measure
     */
    static ReferenceRead of(TripDataset dataset, Set<TripShape> shapes, long seed) throws IOException {
        Map<TripShape, RowDigest> digests = new EnumMap<>(TripShape.class);
        shapes.forEach(shape -> digests.put(shape, shape.digest()));
        long[] row = {0};
        try (ProgressBar bar = new ProgressBar("reference read (untimed)", "rows", Math.max(dataset.rows(), 0))) {
            TripReadReport report = new TripCsvReader(dataset.csv(), dataset.badRows()).read((Trip trip) -> {
                row[0]++;
                digests.forEach((shape, digest) -> shape.add(digest, row[0], trip, seed));
            }, bar::update);
            if (report.rowsRead() == 0 && report.rowsSkipped() == 0) {
                throw new FatalError(dataset.csv() + " has no trip rows, only its header: nothing to measure; give a TLC file with trips");
            }
            if (report.rowsRead() == 0) {
                throw new FatalError(dataset.csv() + " has no valid trip rows: all " + report.rowsSkipped() + " were malformed and"
                        + " skipped (-DbadRows=skip), the first: " + report.skippedSamples().get(0) + "; nothing to measure");
            }
            return new ReferenceRead(report, digests);
        }
    }

    /** Trips the CSV delivers. */
    long rows() {
        return report.rowsRead();
    }

    long rowsSkipped() {
        return report.rowsSkipped();
    }

    List<String> skippedSamples() {
        return report.skippedSamples();
    }

    /** The digest of {@code shape}, which must be one the read was asked for. */
    RowDigest digest(TripShape shape) {
        RowDigest digest = digests.get(shape);
        if (digest == null) {
            throw new IllegalArgumentException("the reference read did not compute the " + shape + " digest");
        }
        return digest;
    }
}
