package persistencebench.write;

import java.util.Map;
import persistencebench.generator.taxi.TripReadReport;

/** The load-only baseline: read, parse and map every row to a trip, store nothing. */
final class LoadOnlyIteration extends CsvIteration {
    /** Written per trip so the JIT cannot drop the delivery. */
    private long delivered;

    LoadOnlyIteration(CellSpec spec) {
        super(spec);
    }

    @Override
    protected void run(TripSource trips) throws Exception {
        delivered = 0;
        trips.forEach(trip -> delivered++);
    }

    @Override
    public Map<String, Object> verify() throws Exception {
        TripReadReport report = checkedRead();
        Map<String, Object> metrics = readMetrics(report);
        metrics.put("rowsRead", delivered);
        metrics.put("tripChecksum", TripChecksumDigest.of(report.checksum()));
        return metrics;
    }
}
