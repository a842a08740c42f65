package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A guide row for contestants ranked by a time ({@link Ranking}): the winner, or the group tied with the fastest, only
 * where a runner-up's interval lies above every one of theirs and no contestant without a usable interval was measured
 * as fast; "cannot decide", with the reason, everywhere else.
 *
 * @param <T> what a contestant is: a result cell, a concurrent read cell, a scaling curve
 */
final class RankedRow<T> {
    private final Ranking<T> ranking;
    private final Function<T, String> name;
    private final Function<T, String> family;
    private final Function<Estimate, String> value;
    private final String compared;

    /**
     * @param name     a contestant's name
     * @param family   the contestant a profile is about ({@link Standing#family()})
     * @param value    a contestant's compared time as the row shows it (a time, or a rate derived from it), interval included
     * @param compared what the runner-up's factor is of, e.g. "time" or "time per operation"
     */
    RankedRow(Ranking<T> ranking, Function<T, String> name, Function<T, String> family, Function<Estimate, String> value, String compared) {
        this.ranking = ranking;
        this.name = name;
        this.family = family;
        this.value = value;
        this.compared = compared;
    }

    GuideRow row(String workload, Evidence evidence, Function<T, String> price, String paperToTuned, List<UsageGap> gaps) {
        List<Ranking.Contestant<T>> leaders = ranking.leaders();
        Optional<Ranking.Contestant<T>> runnerUp = behind().stream().findFirst();
        Optional<String> undecidable = undecidable(leaders, runnerUp);
        boolean decided = runnerUp.isPresent() && undecidable.isEmpty();
        boolean measured = !ranking.ranked().isEmpty() || !ranking.unranked().isEmpty() || !ranking.tooWide().isEmpty()
                || !ranking.notSteady().isEmpty();
        return new GuideRow(workload, evidence, decided ? leaders.stream().map(c -> name.apply(c.cell())).toList() : List.of(), decided,
                undecidable.orElseGet(() -> winner(leaders, decided)),
                runnerUp.map(this::runnerUp).orElse(measured ? "none separated from the fastest" : ""),
                decided ? price(leaders, price) : "", measured ? paperToTuned : "", standings(decided), gaps);
    }

    /**
     * The contestants whose interval lies wholly above the fastest's, fastest first: a ranking orders by the median, the
     * interval is of the forks' values, so a contestant that does not overlap the fastest is behind only if it lies above.
     */
    private List<Ranking.Contestant<T>> behind() {
        Ranking.Contestant<T> fastest = ranking.ranked().isEmpty() ? null : ranking.ranked().get(0);
        return ranking.behind().stream().filter(c -> c.estimate().over(fastest.estimate()).above(1)).toList();
    }

    /**
     * Why a run with a runner-up still cannot name a winner or a group (method.md, "Claims": the fastest must lie below
     * every other contestant): a member of the tied group overlaps the runner-up too, or a contestant measured without
     * a usable interval has a value within the fastest's interval or below it.
     */
    private Optional<String> undecidable(List<Ranking.Contestant<T>> leaders, Optional<Ranking.Contestant<T>> runnerUp) {
        if (runnerUp.isEmpty()) {
            return Optional.empty();
        }
        List<String> bridging = leaders.stream().filter(c -> c.estimate().tiedWith(runnerUp.get().estimate()))
                .map(c -> name.apply(c.cell())).toList();
        if (!bridging.isEmpty()) {
            return Optional.of("cannot decide a group: " + Labels.list(bridging) + ", tied with the fastest ("
                    + entry(leaders.get(0)) + "), is tied with the runner-up too");
        }
        Estimate fastest = leaders.get(0).estimate();
        List<String> unsure = Stream.concat(ranking.unranked().stream(), ranking.tooWide().stream())
                .filter(c -> fastest.reaches(c.estimate().value())).map(this::entry).toList();
        if (!unsure.isEmpty()) {
            return Optional.of("cannot decide: " + Labels.list(unsure) + " measured as fast as the fastest (" + entry(leaders.get(0))
                    + ") or faster, without an interval that supports a ranking");
        }
        List<String> unsteady = ranking.notSteady().stream().filter(c -> fastest.reaches(c.estimate().value())).map(this::entry).toList();
        if (!unsteady.isEmpty()) {
            return Optional.of("cannot decide: " + Labels.list(unsteady) + " measured as fast as the fastest (" + entry(leaders.get(0))
                    + ") or faster, but not at steady state");
        }
        return Optional.empty();
    }

    private List<Standing> standings(boolean decided) {
        List<Standing> standings = new ArrayList<>();
        List<Ranking.Contestant<T>> leaders = ranking.leaders();
        List<Ranking.Contestant<T>> behind = behind();
        for (Ranking.Contestant<T> contestant : ranking.ranked()) {
            Standing.Position position;
            String detail = value.apply(contestant.estimate());
            if (decided && leaders.contains(contestant)) {
                position = leaders.size() == 1 ? Standing.Position.LEADS : Standing.Position.TIED_AT_TOP;
            } else if (behind.contains(contestant)) {
                position = Standing.Position.BEHIND;
                detail = IntervalText.factor(contestant.estimate().over(ranking.ranked().get(0).estimate())) + " the fastest's " + compared
                        + " (fastest: " + name.apply(ranking.ranked().get(0).cell()) + ")";
            } else {
                position = Standing.Position.NOT_SEPARATED;
            }
            standings.add(standing(contestant, position, detail));
        }
        ranking.unranked().forEach(c -> standings.add(standing(c, Standing.Position.NO_INTERVAL, value.apply(c.estimate()))));
        ranking.tooWide().forEach(c -> standings.add(standing(c, Standing.Position.NO_INTERVAL, value.apply(c.estimate()))));
        ranking.notSteady().forEach(c -> standings.add(standing(c, Standing.Position.NOT_STEADY, value.apply(c.estimate())
                + ", not at steady state")));
        return standings;
    }

    private Standing standing(Ranking.Contestant<T> contestant, Standing.Position position, String detail) {
        return new Standing(family.apply(contestant.cell()), name.apply(contestant.cell()), position, detail);
    }

    /** The fastest's price; named when it leads a tied group, so the reader knows whose it is. */
    private String price(List<Ranking.Contestant<T>> leaders, Function<T, String> price) {
        T fastest = leaders.get(0).cell();
        String paid = price.apply(fastest);
        return leaders.size() == 1 || paid.isEmpty() ? paid : name.apply(fastest) + ": " + paid;
    }

    private String winner(List<Ranking.Contestant<T>> leaders, boolean decided) {
        if (decided) {
            int without = ranking.unranked().size() + ranking.tooWide().size();
            int unsteady = ranking.notSteady().size();
            return (leaders.size() == 1 ? entry(leaders.get(0)) : "tied within noise: " + Labels.list(leaders.stream().map(this::entry).toList()))
                    + (without == 0 ? "" : " (" + without + " measured slower without a usable interval, not ranked)")
                    + (unsteady == 0 ? "" : " (" + unsteady + " measured slower not at steady state, not ranked)");
        }
        if (behind().isEmpty() && ranking.ranked().size() >= 2) {
            return "cannot decide: none of the " + ranking.ranked().size() + " contestants with an interval is separated from the fastest";
        }
        if (ranking.ranked().size() == 1) {
            return "cannot decide: only " + entry(ranking.ranked().get(0)) + " has an interval";
        }
        int without = ranking.unranked().size() + ranking.tooWide().size();
        return without == 0 ? "not measured in this run"
                : "cannot decide: none of the " + without + " contestants has an interval that supports a ranking";
    }

    private String runnerUp(Ranking.Contestant<T> runnerUp) {
        Estimate factor = runnerUp.estimate().over(ranking.ranked().get(0).estimate());
        return entry(runnerUp) + ": " + IntervalText.factor(factor) + " the fastest's " + compared;
    }

    private String entry(Ranking.Contestant<T> contestant) {
        return name.apply(contestant.cell()) + " at " + value.apply(contestant.estimate());
    }
}
