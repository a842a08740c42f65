package persistencebench.whitepaper.results;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Who is ahead among cells compared by a time (lower is better), as far as their intervals show (fairness rule 10): result
 * cells, or any other kind of cell (a concurrent read compared by its time per operation). The
 * leaders are the fastest cell and every cell whose interval overlaps its: tied with it, within noise. The others are
 * behind it: their intervals lie above the fastest's. A cell without an interval (one unit) cannot be ranked, nor can
 * one whose time interval reaches zero (two forks that disagree give Student's t a width that says nothing about how
 * fast the cell is; it would be "tied" with every contestant, the fastest included), and a floor
 * ({@link ResultCell#isFloor()}) is never a contestant: it is neither ranked nor listed as unranked. A cell that was not
 * at steady state ({@link SteadyStateCell}) is listed apart and never ranked.
 */
public final class Ranking<T> {

    /** A ranked or unranked cell with the estimate it is compared by. */
    public record Contestant<T>(T cell, Estimate estimate) {
    }

    private final List<Contestant<T>> ranked;
    private final List<Contestant<T>> unranked;
    private final List<Contestant<T>> tooWide;
    private final List<Contestant<T>> notSteady;

    private Ranking(List<Contestant<T>> ranked, List<Contestant<T>> unranked, List<Contestant<T>> tooWide, List<Contestant<T>> notSteady) {
        this.ranked = ranked;
        this.unranked = unranked;
        this.tooWide = tooWide;
        this.notSteady = notSteady;
    }

    /** The cells ranked by their compared time ({@link Compared#of}). */
    public static Ranking<ResultCell> byComparedTime(List<ResultCell> cells) {
        return of(cells, Compared::of);
    }

    /** The result cells ranked by {@code time}; cells without a value are left out. */
    public static Ranking<ResultCell> of(List<ResultCell> cells, Function<ResultCell, Optional<Estimate>> time) {
        return of(cells, time, ResultCell::isFloor);
    }

    /** Any cells ranked by {@code time}, floors ({@code floor}) and cells without a value left out. */
    public static <T> Ranking<T> of(List<T> cells, Function<T, Optional<Estimate>> time, Predicate<T> floor) {
        List<Contestant<T>> measured = cells.stream().filter(floor.negate())
                .flatMap(cell -> time.apply(cell).map(estimate -> new Contestant<>(cell, estimate)).stream())
                .sorted(Comparator.comparingDouble(c -> c.estimate().value())).toList();
        List<Contestant<T>> contestants = measured.stream().filter(c -> !unsteady(c)).toList();
        return new Ranking<>(contestants.stream().filter(c -> c.estimate().hasInterval() && !reachesZero(c)).toList(),
                contestants.stream().filter(c -> !c.estimate().hasInterval()).toList(),
                contestants.stream().filter(Ranking::reachesZero).toList(),
                measured.stream().filter(Ranking::unsteady).toList());
    }

    private static boolean unsteady(Contestant<?> contestant) {
        return contestant.cell() instanceof SteadyStateCell cell && cell.unsteady();
    }

    private static boolean reachesZero(Contestant<?> contestant) {
        return contestant.estimate().interval().map(ci -> ci.low() <= 0).orElse(false);
    }

    /** The contestants with an interval, fastest first. */
    public List<Contestant<T>> ranked() {
        return ranked;
    }

    /** The contestants without an interval (one unit): they support no claim. */
    public List<Contestant<T>> unranked() {
        return unranked;
    }

    /** The contestants whose time interval reaches zero, fastest first: too wide to support a claim either way. */
    public List<Contestant<T>> tooWide() {
        return tooWide;
    }

    /**
     * The contestants measured but not at steady state (a warm-up that never settled, a drift beyond the interval),
     * fastest first: shown, never ranked.
     */
    public List<Contestant<T>> notSteady() {
        return notSteady;
    }

    /** The fastest contestant and every one tied with it, fastest first; empty when none has an interval. */
    public List<Contestant<T>> leaders() {
        if (ranked.isEmpty()) {
            return List.of();
        }
        Contestant<T> fastest = ranked.get(0);
        return ranked.stream().filter(c -> c == fastest || c.estimate().tiedWith(fastest.estimate())).toList();
    }

    /**
     * The contestants separated from the fastest (their intervals lie above its), fastest first; empty when every ranked
     * contestant is tied with the fastest. Ties are not transitive: a contestant with a wide interval can be tied with the
     * fastest while one with a narrower interval and a lower value is not, so this is not "everyone after the leaders".
     */
    public List<Contestant<T>> behind() {
        List<Contestant<T>> leaders = leaders();
        return ranked.stream().filter(c -> !leaders.contains(c)).toList();
    }

    /** The fastest contestant separated from the fastest (the first of {@link #behind()}); empty when none is. */
    public Optional<Contestant<T>> runnerUp() {
        return behind().stream().findFirst();
    }

    /** Whether at least two contestants are ranked and every one is tied with the fastest. */
    public boolean allTied() {
        return ranked.size() >= 2 && behind().isEmpty();
    }

    /**
     * How many times the fastest's time the slowest contestant separated from it took, with its interval (above 1: the
     * two are separated); empty when none is separated.
     */
    public Optional<Estimate> factor() {
        List<Contestant<T>> behind = behind();
        return behind.isEmpty() ? Optional.empty() : Optional.of(behind.get(behind.size() - 1).estimate().over(ranked.get(0).estimate()));
    }
}
