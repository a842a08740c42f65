package persistencebench.whitepaper.results;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Offset vs keyset paging in a read run: per contestant (backend, variant and database) its hot {@code customersOffset}
 * and {@code customersKeyset} cells, which read the same pages (the study's plus a deep one), once by skipping rows and
 * once by seeking past the previous page's last id, and must give the same answer. Contestants in presentation order.
 */
public final class PagingComparison {

    /** The phase that pages by {@code LIMIT}/{@code OFFSET} (skip/sub-list in an object graph). */
    public static final String OFFSET_PHASE = "customersOffset";
    /** The phase that pages by keyset: ids greater than the previous page's last id. */
    public static final String KEYSET_PHASE = "customersKeyset";

    private PagingComparison() {
    }

    /** One contestant's two cells. */
    public record Pair(ResultCell offset, ResultCell keyset) {

        /** Whether both cells may be charted in {@code run}. */
        public boolean chartable(BenchmarkRun run) {
            return run.verdict(offset).chartable() && run.verdict(keyset).chartable();
        }

        /** Offset median ÷ keyset median, when both cells may be charted: above 1, keyset is faster. */
        public Optional<Double> ratio(BenchmarkRun run) {
            Double offsetMillis = TimedRegion.comparableMillis(offset);
            Double keysetMillis = TimedRegion.comparableMillis(keyset);
            if (!chartable(run) || offsetMillis == null || keysetMillis == null || keysetMillis <= 0) {
                return Optional.empty();
            }
            return Optional.of(offsetMillis / keysetMillis);
        }

        /** Whether the two cells returned the same answer (equal digests), as the run requires. */
        public boolean sameAnswer() {
            return offset.resultDigest() != null && offset.resultDigest().equals(keyset.resultDigest());
        }
    }

    /** Every contestant with a hot cell of both phases, in presentation order; empty for a run without them. */
    public static List<Pair> of(BenchmarkRun read) {
        List<ResultCell> keysets = read.cells(KEYSET_PHASE).stream().filter(c -> !c.isCold()).toList();
        return read.cells(OFFSET_PHASE).stream().filter(c -> !c.isCold())
                .flatMap(offset -> keysets.stream().filter(keyset -> sameContestant(offset, keyset)).findFirst()
                        .map(keyset -> new Pair(offset, keyset)).stream())
                .toList();
    }

    private static boolean sameContestant(ResultCell a, ResultCell b) {
        return a.backend().equals(b.backend()) && a.variant().equals(b.variant()) && Objects.equals(a.database(), b.database());
    }
}
