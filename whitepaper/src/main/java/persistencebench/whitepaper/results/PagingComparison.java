package persistencebench.whitepaper.results;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Offset vs keyset paging in a read run: per contestant (backend, variant and database) its hot cells of a pair of
 * phases that read the same pages, once by skipping rows and once by seeking past the previous page's last id, and must
 * give the same answer: the deep page alone ({@link #DEEP_PAGE}, whose ratio the white paper reports) or the study's
 * pages plus the deep page ({@link #DEPTH_PAGES}, context). Contestants in presentation order.
 */
public final class PagingComparison {

    /** The deep page alone, by {@code LIMIT}/{@code OFFSET} (skip/sub-list in an object graph) and by keyset. */
    public static final Phases DEEP_PAGE = new Phases("deepPageOffset", "deepPageKeyset");
    /** The study's pages plus the deep page, both ways. */
    public static final Phases DEPTH_PAGES = new Phases("customersOffset", "customersKeyset");

    private PagingComparison() {
    }

    /** A pair of phases asking the same pages by offset and by keyset (ids greater than the previous page's last id). */
    public record Phases(String offset, String keyset) {
    }

    /** One contestant's two cells. */
    public record Pair(ResultCell offset, ResultCell keyset) {

        /** Whether both cells may be charted in {@code run}. */
        public boolean chartable(BenchmarkRun run) {
            return run.verdict(offset).chartable() && run.verdict(keyset).chartable();
        }

        /**
         * Offset median ÷ keyset median with the ratio's 95 % interval, when both cells may be charted: keyset is faster
         * where the interval lies above 1, offset where it lies below, and the run does not resolve them where it
         * includes 1 ({@link Verdict}).
         */
        public Optional<Estimate> ratio(BenchmarkRun run) {
            if (!chartable(run)) {
                return Optional.empty();
            }
            return Compared.of(offset).flatMap(o -> Compared.of(keyset).filter(k -> k.value() > 0).map(o::over));
        }

        /** Whether the two cells returned the same answer (equal digests), as the run requires. */
        public boolean sameAnswer() {
            return offset.resultDigest() != null && offset.resultDigest().equals(keyset.resultDigest());
        }
    }

    /** Every contestant with a hot cell of both {@code phases}, in presentation order; empty for a run without them. */
    public static List<Pair> of(BenchmarkRun read, Phases phases) {
        List<ResultCell> keysets = read.cells(phases.keyset()).stream().filter(c -> !c.isCold()).toList();
        return read.cells(phases.offset()).stream().filter(c -> !c.isCold())
                .flatMap(offset -> keysets.stream().filter(keyset -> sameContestant(offset, keyset)).findFirst()
                        .map(keyset -> new Pair(offset, keyset)).stream())
                .toList();
    }

    /** The pair of {@code pairs} whose contestant is {@code cell}'s, if any. */
    public static Optional<Pair> of(List<Pair> pairs, ResultCell cell) {
        return pairs.stream().filter(pair -> sameContestant(pair.offset(), cell)).findFirst();
    }

    private static boolean sameContestant(ResultCell a, ResultCell b) {
        return a.backend().equals(b.backend()) && a.variant().equals(b.variant()) && Objects.equals(a.database(), b.database());
    }
}
