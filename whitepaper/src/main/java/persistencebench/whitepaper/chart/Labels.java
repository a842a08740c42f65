package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.ResultCell;

import java.util.Map;

/** Human-readable names for backends, phases and cells, shared by the charts and the document. */
public final class Labels {

    private static final Map<String, String> BACKENDS = Map.of(
            "csv", "CSV load only",
            "microstream", "MicroStream",
            "eclipsestore", "EclipseStore",
            "jdbc", "JDBC",
            "hibernate", "Hibernate");
    private static final Map<String, String> PHASES = Map.of(
            "load-only", "CSV load only",
            "store", "load and store",
            "customersPaged", "customers paged",
            "purchasesOfForeigners", "purchases of foreigners");

    private Labels() {
    }

    /** {@code microstream -> "MicroStream"}; unknown backends keep their name. */
    public static String backend(String backend) {
        return BACKENDS.getOrDefault(backend, backend);
    }

    /** {@code customersPaged -> "customers paged"}; unknown phases keep their name. */
    public static String phase(String phase) {
        return PHASES.getOrDefault(phase, phase);
    }

    /**
     * A bar label for a cell: backend, variant and, where recorded, the storage channel count,
     * e.g. "MicroStream · tuned (8 ch)" (not repeated for "tuned-8ch"); the CSV baseline is just "CSV load only".
     */
    public static String cell(ResultCell cell) {
        if (cell.backend().equals("csv")) {
            return backend("csv");
        }
        String label = backend(cell.backend()) + " · " + cell.variant();
        boolean variantNamesChannels = cell.variant().endsWith(cell.channels() + "ch");
        return cell.channels() == null || variantNamesChannels ? label : label + " (" + cell.channels() + " ch)";
    }
}
