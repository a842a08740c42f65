package persistencebench.write;

import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.MalformedTripRowException;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.harness.console.ProgressBar;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.measure.VerificationException;

/**
 * What every write-case iteration shares: one read of the CSV per iteration with a progress bar, the
 * check that the read delivered the expected rows, the read's metrics, and remembering a malformed row
 * (which stops the whole benchmark, not only this cell).
 */
abstract class CsvIteration implements MeasuredOperation {
    protected final CellSpec spec;
    private ProgressBar progress;
    private CsvTripSource source;
    private MalformedTripRowException malformedRow;

    CsvIteration(CellSpec spec) {
        this.spec = spec;
    }

    @Override
    public void setUp() throws Exception {
        progress = new ProgressBar(spec.title(), "rows", Math.max(spec.expectedRows(), 0));
        source = new CsvTripSource(spec.csv(), spec.badRows(), progress::update);
    }

    @Override
    public final void run() throws Exception {
        try {
            run(source);
        } catch (MalformedTripRowException e) {
            malformedRow = e;
            throw e;
        } finally {
            progress.close();
        }
    }

    /** The measured work on this iteration's read of the CSV. */
    protected abstract void run(TripSource trips) throws Exception;

    /** The finished read of this iteration, checked against the rows the dataset must have. */
    protected TripReadReport checkedRead() throws VerificationException {
        TripReadReport report = source.report();
        if (report == null) {
            throw new VerificationException("the CSV was not read to the end");
        }
        if (spec.expectedRows() >= 0 && report.rowsRead() != spec.expectedRows()) {
            throw new VerificationException("the CSV delivered " + report.rowsRead() + " trips, expected " + spec.expectedRows());
        }
        return report;
    }

    /** Metrics describing the read: malformed rows skipped (when skipping) and the first descriptions. */
    protected Map<String, Object> readMetrics(TripReadReport report) {
        Map<String, Object> metrics = new LinkedHashMap<>();
        if (spec.badRows() == BadRowPolicy.SKIP) {
            metrics.put("badRowsSkipped", report.rowsSkipped());
            if (!report.skippedSamples().isEmpty()) {
                metrics.put("badRowSamples", report.skippedSamples());
            }
        }
        return metrics;
    }

    /** The malformed row that stopped a read, or null. */
    MalformedTripRowException malformedRow() {
        return malformedRow;
    }
}
