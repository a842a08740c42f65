package persistencebench.write.fork;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.console.ProgressBar;
import persistencebench.harness.files.FilesDigest;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.ReadBackPhases;
import persistencebench.write.singleops.SingleOpsPhases;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.SingleOpsSpec;

/**
 * One sample of a write cell: untimed reset (what it reports about the sample's starting conditions, such as
 * {@code autovacuumBusy}, goes on the cell); timed open, store (a fresh read of the CSV: read, parse, map, store,
 * commit) and close; untimed proof that the read delivered the expected trips and that the store holds exactly
 * them, its digest equal to the one Java computed from the reference read. Before that proof, once per cell (the last
 * sample of its first fork, so the cell's cost grows by seconds, not by a share of every sample), a store that serves
 * reads by trip id answers the read-back phases ({@link ReadBackPhases}), timed per operation; then a store that serves
 * them runs the single-operation phases ({@link SingleOpsPhases}), and the proof takes their known effect out of the
 * store's digest ({@link SingleOpsSpec#asLoaded}): it then proves at once that the load stored the CSV's trips and that
 * every operation changed exactly what it should. They run here, on the sample's store, rather than as a cell of their
 * own, because a cell of their own would load 2.8 million trips untimed just to change a few thousand. A later fork of
 * a store whose files the same trips make alike ({@link TripLoader#reproducibleFiles}) is proven by its files' SHA-256
 * equal to those the first fork proved ({@link ProvenFiles}); where they differ, it is proven in full.
 */
final class WriteSample implements MeasuredOperation {
    private final WriteTask spec;
    private final TripLoader loader;
    private final RowDigest expected;
    private final CellResult cell;
    private ProgressBar progress;
    private CsvTripSource source;
    private int verifiedSamples;
    private boolean slice;
    private Map<String, Object> singleOpsMetrics;

    /** @param expected the Java-side digest of what the loader must store, or null for a load-only baseline */
    WriteSample(WriteTask spec, TripLoader loader, RowDigest expected, CellResult cell) {
        this.spec = spec;
        this.loader = loader;
        this.expected = expected;
        this.cell = cell;
    }

    @Override
    public void setUp() throws Exception {
        slice = false;
        loader.reset().forEach(cell::put);
        progress = new ProgressBar(spec.title(), "rows", spec.expectedRows());
        source = new CsvTripSource(Path.of(spec.csv()), spec.badRows(), progress::update);
    }

    /** A warm-up stores the slice of the month when the run has one ({@link WarmupSlice}), else the whole CSV as a sample does. */
    @Override
    public void setUpWarmup() throws Exception {
        if (spec.warmup() == null) {
            setUp();
            return;
        }
        slice = true;
        loader.reset().forEach(cell::put);
        progress = new ProgressBar(spec.title() + " warm-up", "rows", 0);
        source = new CsvTripSource(Path.of(spec.warmup().csv()), spec.badRows(), progress::update);
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
    public Map<CellField, Object> verify() throws Exception {
        TripReadReport report = source.report();
        if (report == null) {
            throw new VerificationException("the CSV was not read to the end");
        }
        if (slice) {
            return verifySlice(report);
        }
        if (report.rowsRead() != spec.expectedRows()) {
            throw new VerificationException("the CSV delivered " + report.rowsRead() + " trips, expected " + spec.expectedRows());
        }
        Map<CellField, Object> metrics = new LinkedHashMap<>(loader.afterSample());
        metrics.put(CellField.ROWS_EXPECTED, report.rowsRead());
        if (spec.badRows() == BadRowPolicy.SKIP) {
            metrics.put(CellField.BAD_ROWS_SKIPPED, report.rowsSkipped());
        }
        if (expected == null) {
            return metrics;
        }
        verifiedSamples++;
        Path files = loader.reproducibleFiles();
        if (files != null) {
            // As the sample left them, before the read-back and the single operations open the store.
            String sha256 = FilesDigest.sha256(files);
            metrics.put(CellField.STORED_FILES_SHA256, sha256);
            ProvenFiles proven = spec.provenFiles();
            if (proven != null && proven.filesSha256().equals(sha256)) {
                metrics.put(CellField.FILES_PROOF, "its files are byte for byte those the cell's first fork read back in full (SHA-256)");
                metrics.put(CellField.ROWS_STORED, proven.rowsStored());
                metrics.put(CellField.CHECKSUM_OK, true);
                metrics.put(CellField.TRIP_CHECKSUM, proven.tripChecksum());
                metrics.put(CellField.DISK_BYTES, proven.diskBytes());
                return metrics;
            }
            if (proven != null) {
                metrics.put(CellField.FILES_PROOF, "its files differ from those the cell's first fork proved, so they were read back in full");
            }
        }
        // Before the proof, which may empty a SQL table to leave the server clean for the next cell. Once per cell, like
        // the single operations: a cell keeps its first fork's metrics, so later forks' read-backs were thrown away.
        if (loader instanceof LookupSource source && spec.readBack() != null && lastOfFirstFork()) {
            Map<String, Object> readBack = new LinkedHashMap<>();
            metrics.put(CellField.READ_BACK, readBack);
            try {
                ReadBackPhases.run(source, spec.readBack().plan(), spec.readBack().expected(), readBack);
            } catch (VerificationException e) {
                metrics.forEach(cell::put);
                throw e;
            }
        }
        SingleOpsSpec singleOps = spec.singleOps() != null && lastOfFirstFork() ? runSingleOps(metrics) : null;
        StoredTrips stored = loader.inspect();
        RowDigest asLoaded = singleOps == null ? stored.digest() : singleOps.asLoaded(stored.digest());
        String difference = asLoaded.describeDifference(expected);
        metrics.put(CellField.ROWS_STORED, stored.digest().rows());
        metrics.put(CellField.CHECKSUM_OK, difference.isEmpty());
        metrics.put(CellField.TRIP_CHECKSUM, asLoaded.fingerprint());
        metrics.put(CellField.DISK_BYTES, stored.diskBytes());
        if (singleOps != null) {
            singleOpsMetrics.put("verified", difference.isEmpty());
        }
        if (!difference.isEmpty()) {
            // The runner records metrics only for passing samples; a failed one must still show what was stored.
            metrics.forEach(cell::put);
            throw new VerificationException(singleOps == null ? "the stored trips differ from the CSV's: " + difference
                    : "the stored trips differ from the CSV's with the single operations applied (the load or an operation stored"
                    + " something else): " + difference);
        }
        return metrics;
    }

    /**
     * A warm-up on the slice: its figures are discarded, so it is proven only as far as it must be to have run the whole
     * load path on the whole slice, every trip of it read (or skipped as malformed). What it stored is not read back: the
     * same path stores the whole month in the measured sample, whose proof reads back every trip, so a second read-back
     * here would catch nothing that one misses, and it cost about 6 minutes of the main job (two warm-ups per write
     * fork, docs/method.md, "Samples and forks (defaults)").
     */
    private Map<CellField, Object> verifySlice(TripReadReport report) throws Exception {
        verifiedSamples++;
        WarmupSlice slice = spec.warmup();
        if (report.rowsRead() + report.rowsSkipped() != slice.rows()) {
            throw new VerificationException("the warm-up read " + report.rowsRead() + " trips and skipped " + report.rowsSkipped() + " of "
                    + slice.csv() + ", which holds " + slice.rows() + ": delete the file to have it cut again");
        }
        return Map.of();
    }

    /** Whether this is the sample the read-back and the single operations run after: the last of the cell's first fork. */
    private boolean lastOfFirstFork() {
        return spec.fork() == 1 && verifiedSamples == spec.warmups() + spec.iterations();
    }

    /**
     * Runs the single operations on the sample's store, or records why its store cannot serve them.
     *
     * @return the spec whose effect the proof takes out, or null when nothing ran
     */
    private SingleOpsSpec runSingleOps(Map<CellField, Object> metrics) throws Exception {
        singleOpsMetrics = new LinkedHashMap<>();
        metrics.put(CellField.SINGLE_OPS, singleOpsMetrics);
        if (!(loader instanceof SingleOpsSource operations) || operations.notServed() != null) {
            singleOpsMetrics.put("notServed", loader instanceof SingleOpsSource source ? source.notServed()
                    : spec.declaredVariant().strategy().shape() == TripShape.TRIP_DETAILS
                    ? "the study's shape keys every trip by a random UUID: there is no trip id to find, update or delete it by"
                    : "its store offers no operations on one trip by id");
            return null;
        }
        try {
            SingleOpsPhases.run(operations, spec.singleOps(), singleOpsMetrics);
        } catch (VerificationException e) {
            metrics.forEach(cell::put);
            throw e;
        }
        return spec.singleOps();
    }

    @Override
    public void tearDown() throws Exception {
        loader.release();
    }
}
