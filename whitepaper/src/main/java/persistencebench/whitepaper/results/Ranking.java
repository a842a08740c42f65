package persistencebench.whitepaper.results;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Who is ahead among cells compared by a time (lower is better), as far as their intervals show (fairness rule 10). The
 * leaders are the fastest cell and every cell whose interval overlaps its: tied with it, within noise. The trailers are
 * the slowest cell and every cell tied with it, unless the slowest is itself a leader (then all are tied). A cell
 * without an interval (one unit) cannot be ranked, and a floor ({@link ResultCell#isFloor()}) is never a contestant: it
 * is neither ranked nor listed as unranked.
 */
public final class Ranking {

    /** A ranked or unranked cell with the estimate it is compared by. */
    public record Contestant(ResultCell cell, Estimate estimate) {
    }

    private final List<Contestant> ranked;
    private final List<Contestant> unranked;

    private Ranking(List<Contestant> ranked, List<Contestant> unranked) {
        this.ranked = ranked;
        this.unranked = unranked;
    }

    /** The cells ranked by their compared time ({@link Compared#of}). */
    public static Ranking byComparedTime(List<ResultCell> cells) {
        return of(cells, Compared::of);
    }

    /** The cells ranked by {@code time}; cells without a value are left out. */
    public static Ranking of(List<ResultCell> cells, Function<ResultCell, Optional<Estimate>> time) {
        List<Contestant> contestants = cells.stream().filter(cell -> !cell.isFloor())
                .flatMap(cell -> time.apply(cell).map(estimate -> new Contestant(cell, estimate)).stream())
                .sorted(Comparator.comparingDouble(c -> c.estimate().value())).toList();
        return new Ranking(contestants.stream().filter(c -> c.estimate().hasInterval()).toList(),
                contestants.stream().filter(c -> !c.estimate().hasInterval()).toList());
    }

    /** The contestants with an interval, fastest first. */
    public List<Contestant> ranked() {
        return ranked;
    }

    /** The contestants without an interval (one unit): they support no claim. */
    public List<Contestant> unranked() {
        return unranked;
    }

    /** The fastest contestant and every one tied with it, fastest first; empty when none has an interval. */
    public List<Contestant> leaders() {
        if (ranked.isEmpty()) {
            return List.of();
        }
        Contestant fastest = ranked.get(0);
        return ranked.stream().filter(c -> c == fastest || c.estimate().tiedWith(fastest.estimate())).toList();
    }

    /**
     * The slowest contestant and every one tied with it that is not a leader, slowest first; empty when the slowest is
     * tied with the fastest.
     */
    public List<Contestant> trailers() {
        List<Contestant> leaders = leaders();
        if (ranked.isEmpty() || leaders.contains(ranked.get(ranked.size() - 1))) {
            return List.of();
        }
        Contestant slowest = ranked.get(ranked.size() - 1);
        return ranked.stream().filter(c -> !leaders.contains(c) && (c == slowest || c.estimate().tiedWith(slowest.estimate())))
                .sorted(Comparator.comparingDouble((Contestant c) -> c.estimate().value()).reversed()).toList();
    }

    /** Whether at least two contestants are ranked and the slowest is tied with the fastest. */
    public boolean allTied() {
        return ranked.size() >= 2 && trailers().isEmpty();
    }

    /**
     * How many times the fastest's time the slowest took, with its interval (above 1: the two are separated); empty when
     * there are no trailers.
     */
    public Optional<Estimate> factor() {
        List<Contestant> trailers = trailers();
        return trailers.isEmpty() ? Optional.empty() : Optional.of(trailers.get(0).estimate().over(ranked.get(0).estimate()));
    }
}
