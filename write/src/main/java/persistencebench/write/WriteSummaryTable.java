package persistencebench.write;

import java.util.List;
import java.util.Locale;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.published.StudyFigures;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.fork.WriteTask;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.readback.ReadBackTable;
import persistencebench.write.singleops.SingleOpsTable;

/**
 * The table printed at the end of a run: every cell's server profile (SQL cells), time (with its open, work and
 * close parts), throughput, resources and proof, labelled from the backends' descriptors; beside {@code paper} cells
 * the study's own figure for the same backend and channel count, where it published one, and only when the run
 * stored as many trips as the study did (a figure for 2.8 million trips beside a 50,000-trip run compares nothing).
 * The read-back and single-operation tables follow.
 */
final class WriteSummaryTable {
    private static final double MB = 1024.0 * 1024.0;

    private WriteSummaryTable() {
    }

    static String render(List<WriteRounds.Measured> measured) {
        Double baseline = measured.stream().map(WriteRounds.Measured::cell)
                .filter(c -> c.ok() && TripShape.NONE.phase().equals(c.phase()) && c.medianMillis() != null)
                .map(CellResult::medianMillis).findFirst().orElse(null);
        ConsoleTable table = new ConsoleTable("backend", "variant", "ch", "database", "server", "median s", "open s", "work s", "close s", "min-max s", "rows/s",
                "x load-only", "live heap MB", "disk MB", "WAL MB", "proof", "study s");
        ReadBackTable readBack = new ReadBackTable();
        SingleOpsTable singleOps = new SingleOpsTable();
        for (WriteRounds.Measured row : measured) {
            WriteTask spec = row.spec();
            CellResult cell = row.cell();
            WriteBackend backend = WriteBackend.registry().byName(spec.backend());
            Double median = cell.medianMillis();
            table.addRow(backend.descriptor().label(), cell.variant(), spec.channels(), cell.metric(CellField.DATABASE),
                    cell.metric(CellField.SERVER_PROFILE),
                    seconds(median),
                    seconds(cell.openMillis()), seconds(cell.workMillis()), seconds(cell.closeMillis()),
                    median == null ? null : seconds(cell.minMillis()) + "-" + seconds(cell.maxMillis()),
                    cell.metric(CellField.ROWS_PER_SECOND),
                    median == null || baseline == null ? null : String.format(Locale.ROOT, "%.1f", median / baseline),
                    megabytes(cell.liveHeapBytes()), megabytes(cell.metric(CellField.DISK_BYTES)), megabytes(cell.metric(CellField.WAL_BYTES)),
                    proof(cell), studySeconds(spec));
            String variant = spec.title().substring(spec.backend().length() + 1);
            readBack.add(backend.descriptor().label(), variant, cell.metric(CellField.READ_BACK));
            singleOps.add(backend.descriptor().label(), variant, cell.metric(CellField.SINGLE_OPS));
        }
        return table.render() + "study s = " + StudyFigures.get().citation() + " Shown beside paper cells with the same channel count"
                + String.format(Locale.ROOT, ", in runs of the study's %,d trips only.%n", StudyFigures.get().writeRows()) + readBack.render() + singleOps.render();
    }

    private static String studySeconds(WriteTask spec) {
        return spec.reproducesStudy() && spec.expectedRows() == StudyFigures.get().writeRows() ? StudyFigures.get().write(spec.backend(), spec.channels())
                .map(figure -> String.format(Locale.ROOT, "%.1f", figure.seconds())).orElse(null) : null;
    }

    private static String seconds(Double millis) {
        return millis == null ? null : String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    private static String megabytes(Object bytes) {
        return bytes instanceof Number n ? String.format(Locale.ROOT, "%,.0f", n.doubleValue() / MB) : null;
    }

    private static String proof(CellResult cell) {
        if (cell.skipped() != null) {
            return "skipped";
        }
        if (!cell.ok()) {
            return "FAILED";
        }
        Object ok = cell.metric(CellField.CHECKSUM_OK);
        return ok == null ? "rows ok" : Boolean.TRUE.equals(ok) ? "digest ok" : "MISMATCH";
    }
}
