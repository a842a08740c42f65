package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.ColdKinds;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The columns the cell tables are made of: what a cell is (phase, temperature, cold kind), how it was
 * measured (forks, samples), its timed region (open, work, close, total and the 95 % interval of what it is compared
 * by) and its costs (JVM and server CPU, live and peak heap, disk and WAL).
 */
final class CellColumns {

    private static final String TEXT = "<";
    private static final String NUMBER = ">";
    private static final String NOT_MEASURED = "not measured";

    private CellColumns() {
    }

    static CellTable.Column phase() {
        return new CellTable.Column(TEXT, "Phase", c -> Labels.phase(c.phase()));
    }

    static CellTable.Column temperature() {
        return new CellTable.Column(TEXT, "Temp.", c -> Objects.toString(c.temperature(), ""));
    }

    static CellTable.Column coldKind() {
        return new CellTable.Column(TEXT, "Cold kind", ColdKinds::of);
    }

    /** The database server profile of SQL cells ({@code study}, {@code tuned}, {@code as found}); empty for others. */
    static CellTable.Column serverProfile() {
        return new CellTable.Column(TEXT, "Server profile", c -> Objects.toString(c.serverProfile(), ""));
    }

    static CellTable.Column forks() {
        return new CellTable.Column(NUMBER, "Forks", c -> Objects.toString(c.forks(), ""));
    }

    static CellTable.Column samples() {
        return new CellTable.Column(NUMBER, "Samples", c -> String.valueOf(c.samplesMillis().size()));
    }

    static CellTable.Column channels() {
        return new CellTable.Column(NUMBER, "Ch.", c -> Objects.toString(c.channels(), ""));
    }

    static CellTable.Column open(BenchmarkKind kind) {
        return duration(kind, "Open", ResultCell::openMillis);
    }

    static CellTable.Column work(BenchmarkKind kind) {
        return duration(kind, "Work", ResultCell::workMillis);
    }

    static CellTable.Column close(BenchmarkKind kind) {
        return duration(kind, "Close", ResultCell::closeMillis);
    }

    static CellTable.Column medianTotal(BenchmarkKind kind) {
        return duration(kind, "Median total", ResultCell::medianMillis);
    }

    /**
     * What a cell is compared by ({@link Compared}): the geometric mean over its units, each at its median sample, of open
     * + work (all the phase's queries) for cold reads and of the whole timed region otherwise; the statistic
     * {@link #interval} is of.
     */
    static CellTable.Column compared(BenchmarkKind kind) {
        return new CellTable.Column(NUMBER, "Geometric mean (" + CellFormat.unit(kind) + ")",
                c -> Compared.of(c).map(e -> CellFormat.duration(kind, e.value())).orElse(""));
    }

    /**
     * The 95 % interval of what the cell is compared by ({@link Compared}), over its forks or, cold, its fresh JVMs; "none:
     * one fork" without one.
     */
    static CellTable.Column interval(BenchmarkKind kind) {
        return new CellTable.Column(NUMBER, "95 % interval (" + CellFormat.unit(kind) + ")",
                c -> Compared.of(c).map(e -> IntervalText.bounds(e, v -> CellFormat.duration(kind, v))).orElse(""));
    }

    static CellTable.Column jvmCpu() {
        return new CellTable.Column(NUMBER, "JVM CPU (s)", c -> CellFormat.cpuSeconds(c.cpuMillis()));
    }

    /** Server CPU in seconds, "not measured" (see {@link #serverCpuNotes}), or empty for backends without a server. */
    static CellTable.Column serverCpu() {
        return new CellTable.Column(NUMBER, "Server CPU (s)", c -> c.serverCpuMillis() != null
                ? CellFormat.cpuSeconds(c.serverCpuMillis()) : c.serverCpu() != null ? NOT_MEASURED : "");
    }

    /** A sentence giving the distinct reasons why server CPU was not measured, or an empty string. */
    static String serverCpuNotes(List<ResultCell> cells) {
        List<String> reasons = cells.stream().filter(c -> c.serverCpuMillis() == null && c.serverCpu() != null)
                .map(c -> MachinePaths.redact(c.serverCpu())).distinct().toList();
        return reasons.isEmpty() ? "" : "Server CPU " + String.join("; ", reasons) + ".\n";
    }

    static CellTable.Column liveHeap() {
        return new CellTable.Column(NUMBER, "Live heap after GC (MiB)", c -> CellFormat.mebibytes(c.liveHeapBytes()));
    }

    static CellTable.Column peakHeap() {
        return new CellTable.Column(NUMBER, "Peak heap, garbage incl. (MiB)", c -> CellFormat.mebibytes(c.peakHeapBytes()));
    }

    static CellTable.Column disk() {
        return new CellTable.Column(NUMBER, "Disk (MiB)", c -> CellFormat.mebibytes(c.diskBytes()));
    }

    static CellTable.Column wal() {
        return new CellTable.Column(NUMBER, "WAL written (MiB)", c -> CellFormat.mebibytes(c.walBytes()));
    }

    private static CellTable.Column duration(BenchmarkKind kind, String header,
                                             Function<ResultCell, Double> millis) {
        return new CellTable.Column(NUMBER, header + " (" + CellFormat.unit(kind) + ")",
                c -> CellFormat.duration(kind, millis.apply(c)));
    }
}
