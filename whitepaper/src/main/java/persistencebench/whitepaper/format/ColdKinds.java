package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.ResultCell;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What "cold" meant for each cold cell (fairness rule 4): {@code full} is a fresh JVM and a restarted
 * server or storage; {@code jvm-cold} is a fresh JVM only, against a server that could not be restarted.
 * Either is followed by the state of the operating system's page cache ({@code osCache}: dropped before the
 * sample, or warm where the machine did not permit dropping it). A jvm-cold cell is never described as running
 * on a freshly started server.
 */
public final class ColdKinds {

    /** The cold kind of cells whose server was not restarted. */
    public static final String JVM_COLD = "jvm-cold";
    private static final String FULL = "full";
    private static final String NOT_RECORDED = "not recorded";
    private static final String DROPPED = "dropped";
    private static final Map<String, String> MEANINGS = Map.of(
            FULL, "a fresh JVM and a restarted database server or storage for every sample",
            JVM_COLD, "a fresh JVM for every sample, but the database server was not restarted (it could not be:"
                    + " an external server), so its caches may have been warm",
            NOT_RECORDED, "the result file does not say whether the server was restarted",
            DROPPED, "the operating system's page cache was emptied before every sample, so files were read from disk",
            "warm", "the operating system's page cache could not be emptied on this machine, so files a sample read may"
                    + " have come from memory");

    private ColdKinds() {
    }

    /** The cold kind of a measured cold cell, "not recorded" when absent; empty text for hot, write and skipped cells. */
    public static String of(ResultCell cell) {
        if (!cell.isCold() || cell.isSkipped()) {
            return "";
        }
        String kind = Objects.requireNonNullElse(cell.coldKind(), NOT_RECORDED);
        return cell.osCache() == null ? kind : kind + ", OS cache " + cell.osCache();
    }

    /** A definition list of the cold kinds and OS cache states {@code cells} use, as AsciiDoc-free sentences. */
    public static List<String> meanings(List<ResultCell> cells) {
        List<ResultCell> cold = measuredCold(cells);
        List<String> kinds = cold.stream().map(c -> Objects.requireNonNullElse(c.coldKind(), NOT_RECORDED)).distinct().sorted()
                .map(kind -> kind + ": " + MEANINGS.getOrDefault(kind, "a cold kind this white paper does not know")).toList();
        List<String> caches = cold.stream().map(ResultCell::osCache).filter(Objects::nonNull).distinct().sorted()
                .map(state -> "OS cache " + state + ": " + MEANINGS.getOrDefault(state, "an OS cache state this white paper does not know"))
                .toList();
        return java.util.stream.Stream.concat(kinds.stream(), caches.stream()).toList();
    }

    /** One sentence for a chart subtitle: "cold = fresh JVM and restarted server (full)" or a mix. */
    public static String subtitle(List<ResultCell> cells) {
        List<String> kinds = measuredCold(cells).stream().map(c -> Objects.requireNonNullElse(c.coldKind(), NOT_RECORDED))
                .distinct().sorted().toList();
        if (kinds.isEmpty()) {
            return "";
        }
        return "Cold: " + kinds.stream().map(kind -> kind + " = " + shortMeaning(kind)).collect(Collectors.joining("; "))
                + ". Hot: repeated in the same JVM on an open connection or storage.";
    }

    /** The cold cells that were measured: a skipped cell never ran, so it has no cold kind to explain. */
    private static List<ResultCell> measuredCold(List<ResultCell> cells) {
        return cells.stream().filter(c -> c.isCold() && !c.isSkipped()).toList();
    }

    private static String shortMeaning(String kind) {
        if (FULL.equals(kind)) {
            return "fresh JVM, restarted server/storage";
        }
        return JVM_COLD.equals(kind) ? "fresh JVM, server not restarted" : MEANINGS.getOrDefault(kind, "unknown cold kind");
    }
}
