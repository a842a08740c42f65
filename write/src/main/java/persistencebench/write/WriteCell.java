package persistencebench.write;

import java.io.PrintStream;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;

/** Measures one cell in the current JVM: warm-ups and iterations through the harness's {@link CellRunner}. */
final class WriteCell {
    /** Metric naming a malformed CSV row that stopped the read; the benchmark stops on it. */
    static final String MALFORMED_ROW = "malformedRow";

    private WriteCell() {
    }

    static CellResult measure(CellSpec spec, PrintStream log) {
        CellResult cell = new CellResult(spec.backend(), spec.label(), spec.phase(), null);
        CellRunner runner = new CellRunner(spec.warmups(), spec.iterations(), log);
        CsvIteration iteration;
        if (spec.loadOnly()) {
            iteration = new LoadOnlyIteration(spec);
            runner.run(cell, iteration);
        } else {
            WriteBackend backend = WriteBackends.byName(spec.backend());
            LoaderVariant variant = backend.variant(spec.variant()).orElseThrow(() -> new IllegalArgumentException(
                    "backend " + backend.name() + " has no variant \"" + spec.variant() + "\""));
            if (backend.usesChannels()) {
                cell.put("channels", spec.channels());
            }
            try (LoaderContext context = new LoaderContext(spec.storageDirectory(), spec.channels(), spec.database());
                 TripLoader loader = variant.factory().create(context)) {
                iteration = new StoreIteration(spec, loader, cell);
                runner.run(cell, iteration);
            } catch (Exception e) {
                return cell.fail("cannot set up or close the " + spec.title() + " loader: " + e);
            }
        }
        if (iteration.malformedRow() != null) {
            cell.put(MALFORMED_ROW, iteration.malformedRow().getMessage());
        }
        Object rows = cell.metric(spec.loadOnly() ? "rowsRead" : "rowsExpected");
        if (cell.medianMillis() != null && rows instanceof Number n && cell.medianMillis() > 0) {
            cell.put("rowsPerSecond", Math.round(n.doubleValue() / (cell.medianMillis() / 1000.0)));
        }
        return cell;
    }
}
