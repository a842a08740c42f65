package persistencebench.whitepaper.results;

import persistencebench.harness.measure.BestOf;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Which contestant is the fastest among cells compared by a time (lower is better), as far as this run shows (fairness
 * rule 10, docs/method.md "Claims"): result cells, or any other kind of cell (a concurrent read compared by its time per
 * operation). The selection of the fastest ({@link BestOf}, after Hsu's comparison with the best) runs over the
 * contestants with an interval:
 * the leaders are the candidates, each of which may be the fastest; the others are behind, each shown slower than some
 * contestant. One leader is the fastest, decided; several are decided among only where every pair is shown equal
 * ({@link #leadersEqual()}). A cell without an interval (one unit) cannot be ranked, a floor ({@link ResultCell#isFloor()})
 * is never a contestant: it is neither ranked nor listed as unranked, and a cell that was not at steady state
 * ({@link SteadyStateCell}) is listed apart and never ranked.
 */
public final class Ranking<T> {

    /** A ranked or unranked cell with the estimate it is compared by. */
    public record Contestant<T>(T cell, Estimate estimate) {
    }

    private final List<Contestant<T>> ranked;
    private final List<Contestant<T>> unranked;
    private final List<Contestant<T>> notSteady;
    private final List<Contestant<T>> leaders;
    private final boolean leadersEqual;
    private final BestOf best;

    private Ranking(List<Contestant<T>> ranked, List<Contestant<T>> unranked, List<Contestant<T>> notSteady) {
        this.ranked = ranked;
        this.unranked = unranked;
        this.notSteady = notSteady;
        this.best = BestOf.of(ranked.stream().map(c -> c.estimate().log().orElseThrow()).toList());
        this.leaders = best.candidates().stream().map(ranked::get).toList();
        this.leadersEqual = best.candidatesEqual();
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
        return new Ranking<>(contestants.stream().filter(Ranking::selectable).toList(),
                contestants.stream().filter(c -> !selectable(c)).toList(),
                measured.stream().filter(Ranking::unsteady).toList());
    }

    private static boolean unsteady(Contestant<?> contestant) {
        return contestant.cell() instanceof SteadyStateCell cell && cell.unsteady();
    }

    private static boolean selectable(Contestant<?> contestant) {
        return contestant.estimate().log().map(log -> log.units() >= 2).orElse(false);
    }

    /** The contestants with an interval, fastest first. */
    public List<Contestant<T>> ranked() {
        return ranked;
    }

    /** The contestants without an interval (one unit): they support no claim. */
    public List<Contestant<T>> unranked() {
        return unranked;
    }

    /**
     * The contestants measured but not at steady state (a warm-up that never settled, a drift beyond the interval),
     * fastest first: shown, never ranked.
     */
    public List<Contestant<T>> notSteady() {
        return notSteady;
    }

    /** The contestants that may be the fastest (the selection's candidates), fastest first; empty when none has an interval. */
    public List<Contestant<T>> leaders() {
        return leaders;
    }

    /** Whether two leaders or more are left and every pair of them is shown equal within the margin. */
    public boolean leadersEqual() {
        return leadersEqual;
    }

    /** Whether two contestants or more are ranked and exactly one may be the fastest: the fastest, decided. */
    public boolean decided() {
        return ranked.size() >= 2 && leaders.size() == 1;
    }

    /** The ranked contestants shown slower than some other (not a candidate for the fastest), fastest first. */
    public List<Contestant<T>> behind() {
        return ranked.stream().filter(c -> !leaders.contains(c)).toList();
    }

    /** The fastest contestant behind the leaders (the first of {@link #behind()}); empty when none is. */
    public Optional<Contestant<T>> runnerUp() {
        return behind().stream().findFirst();
    }

    /** Whether at least two contestants are ranked and every one may be the fastest. */
    public boolean allTied() {
        return ranked.size() >= 2 && behind().isEmpty();
    }

    /**
     * The contestant shown faster than {@code behind} by the widest margin, the one that put it out of the running
     * ({@link BestOf#eliminator}); empty for a leader or a contestant not ranked. The ratio of the two always has a 95 %
     * interval above 1: a factor taken against this contestant is one the selection showed.
     */
    public Optional<Contestant<T>> shownFasterThan(Contestant<T> behind) {
        int index = ranked.indexOf(behind);
        return index < 0 ? Optional.empty() : best.eliminator(index).map(ranked::get);
    }

    /**
     * How many times the time of the contestant shown faster than it ({@link #shownFasterThan}) the slowest contestant
     * behind took, with its interval ({@link Estimate#over}); empty when none is behind.
     */
    public Optional<Estimate> factor() {
        List<Contestant<T>> behind = behind();
        if (behind.isEmpty()) {
            return Optional.empty();
        }
        Contestant<T> slowest = behind.get(behind.size() - 1);
        return Optional.of(slowest.estimate().over(shownFasterThan(slowest).orElseThrow().estimate()));
    }
}
