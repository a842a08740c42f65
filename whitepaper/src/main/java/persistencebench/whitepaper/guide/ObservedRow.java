package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.results.Estimate;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * A guide row for values without an interval (measured once per cell: a store's bytes on disk, a read-back's or single
 * operation mix's latencies, which run in a cell's first fork only): the lowest observed and the next, as observations
 * that decide nothing (fairness rule 10), so the row never names a winner.
 *
 * @param <T> what a contestant is
 */
final class ObservedRow<T> {
    private final Function<T, Optional<Double>> value;
    private final Function<T, String> name;
    private final Function<T, String> family;
    private final DoubleFunction<String> shown;
    private final String why;

    /**
     * @param value a contestant's value, lower is better; contestants without one are left out
     * @param family the contestant a profile is about ({@link Standing#family()})
     * @param shown a value as the row prints it, unit included
     * @param why   why the values have no interval, e.g. "each store measured it in one fork"
     */
    ObservedRow(Function<T, Optional<Double>> value, Function<T, String> name, Function<T, String> family, DoubleFunction<String> shown,
                String why) {
        this.value = value;
        this.name = name;
        this.family = family;
        this.shown = shown;
        this.why = why;
    }

    /** The row of {@code contestants}, its figure drawn on {@code axis}. */
    GuideRow row(String workload, Evidence evidence, ForestAxis axis, List<T> contestants) {
        List<Observed<T>> sorted = contestants.stream().flatMap(c -> value.apply(c).map(v -> new Observed<>(c, v)).stream())
                .sorted(Comparator.comparingDouble(Observed::value)).toList();
        if (sorted.isEmpty()) {
            return new GuideRow(workload, evidence, "", "", List.of(), false, "not measured in this run", "", "", "", List.of(), axis, List.of());
        }
        Observed<T> lowest = sorted.get(0);
        String winner = "cannot decide: " + why + ", so no interval; lowest observed: " + entry(lowest);
        // no factor: a ratio of two single values would read as a finding the run cannot support
        String next = sorted.size() < 2 ? "no other contestant" : entry(sorted.get(1)) + " (the next observed, no interval)";
        List<Standing> standings = sorted.stream().map(o -> new Standing(family.apply(o.contestant()), name.apply(o.contestant()),
                Standing.Position.NO_INTERVAL, (o == lowest ? "the lowest observed, " : "observed ") + shown.apply(o.value()),
                new Estimate(o.value(), Optional.empty(), 1, Estimate.FORK))).toList();
        return new GuideRow(workload, evidence, "", "", List.of(), false, winner, next, "", "", standings, axis, List.of());
    }

    private String entry(Observed<T> observed) {
        return name.apply(observed.contestant()) + " at " + shown.apply(observed.value());
    }

    private record Observed<T>(T contestant, double value) {
    }
}
