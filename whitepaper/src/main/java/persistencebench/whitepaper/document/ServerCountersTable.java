package persistencebench.whitepaper.document;

import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;

import java.util.List;

/**
 * What the database server itself did during one write sample, for the cells that recorded it ({@code serverCounters}:
 * today MariaDB's InnoDB counters, from before the sample's open to right after its close). It shows why a load is
 * slow on the study's server profile: the buffer-pool misses and the bytes written to the data files, set against the
 * table the load leaves on disk. Pages the server flushes after the timer are not in them.
 */
final class ServerCountersTable {

    private static final String NUMBER = ">";

    private ServerCountersTable() {
    }

    /** The table of the run's store cells with server counters, or an empty string when none has them. */
    static String render(BenchmarkRun write) {
        List<ResultCell> cells = write.cells(BenchmarkKind.STORE_PHASE).stream().filter(c -> !c.serverCounters().isEmpty()).toList();
        if (cells.isEmpty()) {
            return "";
        }
        CellTable table = new CellTable("The database server during one write sample (MariaDB's InnoDB counters, first fork's"
                + " last sample)", write, List.of(CellColumns.serverProfile()), List.of(
                CellColumns.medianTotal(BenchmarkKind.WRITE),
                counter("Buffer-pool misses", "INNODB_BUFFER_POOL_READS"),
                bytes("Data files written (MiB)", "INNODB_DATA_WRITTEN"),
                counter("Pages written", "INNODB_PAGES_WRITTEN"),
                counter("fsyncs", "INNODB_DATA_FSYNCS"),
                bytes("Redo written (MiB)", "INNODB_OS_LOG_WRITTEN"),
                CellColumns.disk()));
        return table.render(cells) + "\nA buffer-pool miss is a 16 KiB page read from the data files, and every page is"
                + " written twice to them (the doublewrite buffer is on in every profile). A load that misses millions of times"
                + " and writes many times its table's size keeps evicting pages it changes again: its index outgrew the"
                + " buffer pool.\n";
    }

    private static CellTable.Column counter(String header, String name) {
        return new CellTable.Column(NUMBER, header, c -> CellFormat.count(c.serverCounters().get(name)));
    }

    private static CellTable.Column bytes(String header, String name) {
        return new CellTable.Column(NUMBER, header, c -> CellFormat.mebibytes(c.serverCounters().get(name)));
    }
}
