package persistencebench.write;

import java.util.Map;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.VerificationException;

/**
 * A store iteration: the timed part reads, parses and stores the CSV end to end (as the paper measured);
 * before it the store is emptied, after it the loader reads back what is really stored, and count and
 * checksum must equal those of what the reader delivered.
 */
final class StoreIteration extends CsvIteration {
    private final TripLoader loader;
    private final CellResult cell;

    StoreIteration(CellSpec spec, TripLoader loader, CellResult cell) {
        super(spec);
        this.loader = loader;
        this.cell = cell;
    }

    @Override
    public void setUp() throws Exception {
        loader.reset();
        super.setUp();
    }

    @Override
    protected void run(TripSource trips) throws Exception {
        loader.load(trips);
    }

    @Override
    public Map<String, Object> verify() throws Exception {
        TripReadReport report = checkedRead();
        StoredTrips stored = loader.inspect();
        String difference = stored.checksum().describeDifference(report.checksum());
        Map<String, Object> metrics = readMetrics(report);
        metrics.put("rowsExpected", report.rowsRead());
        metrics.put("rowsStored", stored.checksum().rows());
        metrics.put("checksumOk", difference.isEmpty());
        metrics.put("diskBytes", stored.diskBytes());
        metrics.put("tripChecksum", TripChecksumDigest.of(stored.checksum()));
        if (!difference.isEmpty()) {
            // The runner records metrics only for passing iterations; a failed one must still show what was stored.
            metrics.forEach(cell::put);
            throw new VerificationException("the stored trips differ from the CSV's: " + difference);
        }
        return metrics;
    }
}
