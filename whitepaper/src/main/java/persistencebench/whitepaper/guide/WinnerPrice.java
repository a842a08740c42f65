package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.TimedRegion;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a winning contestant pays, from its own cells in the result files: a store's bytes on disk per row, the heap its
 * load peaked at and what it cannot serve; a read service's heap held after a forced collection, the resident memory
 * of its JVM and server, and its start-up (the median open of its cold cell of the same query); a concurrent reader's
 * CPU per operation. Each figure describes the winner alone, a single measurement or a median shown without its
 * interval, so none is compared with another contestant's here.
 */
final class WinnerPrice {
    private final AvailableResults results;

    WinnerPrice(AvailableResults results) {
        this.results = results;
    }

    /** The price of a write store cell. */
    String ofStore(ResultCell store) {
        List<String> parts = new ArrayList<>();
        if (store.diskBytes() != null && store.rowsStored() != null && store.rowsStored() > 0) {
            parts.add(Quantities.significant((double) store.diskBytes() / store.rowsStored(), 3) + " bytes per row on disk");
        }
        if (store.peakHeapBytes() != null) {
            parts.add("heap peaked at " + Quantities.mebibytes(store.peakHeapBytes()) + " MiB during the load");
        }
        if (store.singleOps() != null && !store.singleOps().served()) {
            parts.add("serves no single operations: " + store.singleOps().notServed());
        }
        return joined(parts);
    }

    /** The price of a read cell: the contestant's memory once open and, for a hot cell, its start-up. */
    String ofRead(ResultCell read) {
        List<String> parts = new ArrayList<>(memory(read.backend(), read.variant(), read.database(), read.phase()));
        if (!read.isCold()) {
            coldOpen(read.backend(), read.variant(), read.database(), read.phase())
                    .ifPresent(open -> parts.add("start-up (median open of its cold cell) " + Quantities.tableMillis(open) + " ms"));
        } else if (!read.openSamplesMillis().isEmpty()) {
            parts.add("of which open (start-up) " + Quantities.tableMillis(TimedRegion.median(read.openSamplesMillis())) + " ms");
        }
        return joined(parts);
    }

    /** The price of a concurrent read cell: its CPU per operation and the contestant's memory once open. */
    String ofConcurrent(ConcurrentReadCell cell) {
        List<String> parts = new ArrayList<>();
        if (cell.jvmCpuPerOperation() != null) {
            parts.add("CPU per operation " + Quantities.significant(cell.jvmCpuPerOperation(), 3) + " ms in the JVM"
                    + (cell.serverCpuPerOperation() == null ? "" : " + " + Quantities.significant(cell.serverCpuPerOperation(), 3)
                    + " ms in the server"));
        }
        parts.addAll(memory(cell.backend(), cell.variant(), cell.database(), null));
        return joined(parts);
    }

    /** Heap held and resident memory of the contestant's hot cell of {@code phase} (any hot cell when null). */
    private List<String> memory(String backend, String variant, String database, String phase) {
        Optional<ResultCell> hot = readCells().stream().filter(c -> !c.isCold() && same(c, backend, variant, database)
                && (phase == null || c.phase().equals(phase)) && c.liveHeapBytes() != null).findFirst();
        List<String> parts = new ArrayList<>();
        hot.ifPresent(c -> {
            parts.add("heap held " + Quantities.mebibytes(c.liveHeapBytes()) + " MiB");
            if (c.residentBytes() != null) {
                parts.add("resident " + Quantities.mebibytes(c.residentBytes()) + " MiB"
                        + (c.serverResidentBytes() == null ? "" : " + server " + Quantities.mebibytes(c.serverResidentBytes()) + " MiB"));
            }
        });
        return parts;
    }

    private Optional<Double> coldOpen(String backend, String variant, String database, String phase) {
        return readCells().stream().filter(c -> c.isCold() && c.phase().equals(phase) && same(c, backend, variant, database)
                && !c.openSamplesMillis().isEmpty()).findFirst().map(c -> TimedRegion.median(c.openSamplesMillis()));
    }

    private List<ResultCell> readCells() {
        return results.run(BenchmarkKind.READ).map(BenchmarkRun::chartable).orElse(List.of());
    }

    private static boolean same(ResultCell cell, String backend, String variant, String database) {
        return cell.backend().equals(backend) && cell.variant().equals(variant) && Objects.equals(cell.database(), database);
    }

    private static String joined(List<String> parts) {
        return parts.isEmpty() ? "not recorded" : String.join("; ", parts);
    }
}
