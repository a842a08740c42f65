package persistencebench.write;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.console.ProgressBar;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.ReadBackPhases;

/**
 * One sample of a write cell: untimed reset (what it reports about the sample's starting conditions, such as
 * {@code autovacuumBusy}, goes on the cell); timed open, store (a fresh read of the CSV: read, parse, map, store,
 * commit) and close; untimed proof that the read delivered the expected trips and that the store holds exactly
 * them, its digest equal to the one Java computed from the reference read. Before that proof, a store that serves reads
 * by trip id answers the read-back phases ({@link ReadBackPhases}), timed per operation.
 */
final class WriteSample implements MeasuredOperation {
    private final CellSpec spec;
    private final TripLoader loader;
    private final RowDigest expected;
    private final CellResult cell;
    private ProgressBar progress;
    private CsvTripSource source;

    /** @param expected the Java-side digest of what the loader must store, or null for a load-only baseline */
    WriteSample(CellSpec spec, TripLoader loader, RowDigest expected, CellResult cell) {
        this.spec = spec;
        this.loader = loader;
        this.expected = expected;
        this.cell = cell;
    }

    @Override
    public void setUp() throws Exception {
        loader.reset().forEach(cell::put);
        progress = new ProgressBar(spec.title(), "rows", spec.expectedRows());
        source = new CsvTripSource(Path.of(spec.csv()), spec.badRows(), progress::update);
    }

    @Override
    public void open() throws Exception {
        loader.open();
    }

    @Override
    public void work() throws Exception {
        try {
            loader.store(source);
        } finally {
            progress.close();
        }
    }

    @Override
    public void close() throws Exception {
        loader.close();
    }

    @Override
    public Map<String, Object> verify() throws Exception {
        TripReadReport report = source.report();
        if (report == null) {
            throw new VerificationException("the CSV was not read to the end");
        }
        if (report.rowsRead() != spec.expectedRows()) {
            throw new VerificationException("the CSV delivered " + report.rowsRead() + " trips, expected " + spec.expectedRows());
        }
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("rowsExpected", report.rowsRead());
        if (spec.badRows() == BadRowPolicy.SKIP) {
            metrics.put("badRowsSkipped", report.rowsSkipped());
        }
        if (expected == null) {
            return metrics;
        }
        // Before the proof, which may empty a SQL table to leave the server clean for the next cell.
        if (loader instanceof LookupSource source && spec.readBack() != null) {
            Map<String, Object> readBack = new LinkedHashMap<>();
            metrics.put("readBack", readBack);
            try {
                ReadBackPhases.run(source, spec.readBack().plan(), spec.readBack().expected(), readBack);
            } catch (VerificationException e) {
                metrics.forEach(cell::put);
                throw e;
            }
        }
        StoredTrips stored = loader.inspect();
        String difference = stored.digest().describeDifference(expected);
        metrics.put("rowsStored", stored.digest().rows());
        metrics.put("checksumOk", difference.isEmpty());
        metrics.put("tripChecksum", stored.digest().fingerprint());
        metrics.put("diskBytes", stored.diskBytes());
        if (stored.walBytes() != null) {
            metrics.put("walBytes", stored.walBytes());
        }
        if (!difference.isEmpty()) {
            // The runner records metrics only for passing samples; a failed one must still show what was stored.
            metrics.forEach(cell::put);
            throw new VerificationException("the stored trips differ from the CSV's: " + difference);
        }
        return metrics;
    }

    @Override
    public void tearDown() throws Exception {
        loader.release();
    }
}
