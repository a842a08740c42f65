package persistencebench.write;

import java.util.List;
import java.util.Locale;
import persistencebench.harness.console.ConsoleTable;
import persistencebench.harness.measure.CellResult;

/** The table printed at the end of a run: every cell's timing, throughput, resources and verification, with the paper's figures beside. */
final class WriteSummaryTable {
    private static final double MB = 1024.0 * 1024.0;

    private WriteSummaryTable() {
    }

    static String render(List<CellResult> cells) {
        Double baseline = cells.stream()
                .filter(c -> c.backend().equals(CellSpec.LOAD_ONLY_BACKEND) && c.ok() && c.medianMillis() != null)
                .map(CellResult::medianMillis).findFirst().orElse(null);
        ConsoleTable table = new ConsoleTable("backend", "variant", "ch", "median s", "min-max s", "rows/s", "x load-only",
                "peak heap MB", "disk MB", "checksum", "paper s");
        for (CellResult cell : cells) {
            Double median = cell.medianMillis();
            table.addRow(cell.backend(), cell.variant(), cell.metric("channels"),
                    seconds(median),
                    median == null ? null : seconds(cell.minMillis()) + "-" + seconds(cell.maxMillis()),
                    cell.metric("rowsPerSecond"),
                    median == null || baseline == null ? null : String.format(Locale.ROOT, "%.1f", median / baseline),
                    megabytes(cell.metric("peakHeapBytes")),
                    megabytes(cell.metric("diskBytes")),
                    checksum(cell),
                    PaperFigures.seconds(cell.backend(), cell.variant()));
        }
        return table.render() + PaperFigures.SOURCE + "\n";
    }

    private static String seconds(Double millis) {
        return millis == null ? null : String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    private static String megabytes(Object bytes) {
        return bytes instanceof Number n ? String.format(Locale.ROOT, "%,.0f", n.doubleValue() / MB) : null;
    }

    private static String checksum(CellResult cell) {
        if (!cell.ok()) {
            return "FAILED";
        }
        Object ok = cell.metric("checksumOk");
        return ok == null ? "-" : Boolean.TRUE.equals(ok) ? "ok" : "MISMATCH";
    }
}
