package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A guide row for contestants ranked by a time ({@link Ranking}): the winner where the selection of the fastest leaves
 * one, or the leaders where every pair of them is shown equal, only where no contestant without a usable interval was
 * measured as fast; "cannot decide" or "not resolved by this run", with the reason, everywhere else.
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
        Optional<Ranking.Contestant<T>> runnerUp = ranking.runnerUp();
        boolean selected = ranking.decided() || ranking.leadersEqual();
        Optional<String> undecidable = selected ? undecidable(leaders) : Optional.empty();
        boolean decided = selected && undecidable.isEmpty();
        boolean measured = !ranking.ranked().isEmpty() || !ranking.unranked().isEmpty() || !ranking.notSteady().isEmpty();
        return new GuideRow(workload, evidence, decided ? leaders.stream().map(c -> name.apply(c.cell())).toList() : List.of(), decided,
                undecidable.orElseGet(() -> winner(leaders, decided)),
                runnerUp.map(this::runnerUp).orElse(measured ? "none shown slower than the fastest" : ""),
                decided ? price(leaders, price) : "", measured ? paperToTuned : "", standings(decided), gaps);
    }

    /**
     * Why a selected winner or equal group still cannot be named (method.md, "Claims"): a contestant measured without a
     * usable interval, or not at steady state, has a value within the fastest's interval or below it.
     */
    private Optional<String> undecidable(List<Ranking.Contestant<T>> leaders) {
        Estimate fastest = leaders.get(0).estimate();
        List<String> unsure = ranking.unranked().stream().filter(c -> fastest.reaches(c.estimate().value())).map(this::entry).toList();
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
        List<Ranking.Contestant<T>> behind = ranking.behind();
        for (Ranking.Contestant<T> contestant : ranking.ranked()) {
            Standing.Position position;
            String detail = value.apply(contestant.estimate());
            if (decided && leaders.contains(contestant)) {
                position = leaders.size() == 1 ? Standing.Position.LEADS : Standing.Position.TIED_AT_TOP;
            } else if (behind.contains(contestant)) {
                position = Standing.Position.BEHIND;
                detail = behindBy(contestant) + (shownFasterIsFastest(contestant) ? " (fastest: " + name.apply(ranking.ranked().get(0).cell()) + ")" : "");
            } else {
                position = Standing.Position.NOT_SEPARATED;
            }
            standings.add(standing(contestant, position, detail));
        }
        ranking.unranked().forEach(c -> standings.add(standing(c, Standing.Position.NO_INTERVAL, value.apply(c.estimate()))));
        ranking.notSteady().forEach(c -> standings.add(standing(c, Standing.Position.NOT_STEADY, value.apply(c.estimate())
                + ", not at steady state")));
        return standings;
    }

    private Standing standing(Ranking.Contestant<T> contestant, Standing.Position position, String detail) {
        return new Standing(family.apply(contestant.cell()), name.apply(contestant.cell()), position, detail);
    }

    /** Each leader's price; named when several are equal, so the reader knows whose each is. */
    private String price(List<Ranking.Contestant<T>> leaders, Function<T, String> price) {
        if (leaders.size() == 1) {
            return price.apply(leaders.get(0).cell());
        }
        return Labels.list(leaders.stream().filter(c -> !price.apply(c.cell()).isEmpty())
                .map(c -> name.apply(c.cell()) + ": " + price.apply(c.cell())).toList());
    }

    private String winner(List<Ranking.Contestant<T>> leaders, boolean decided) {
        if (decided) {
            int without = ranking.unranked().size();
            int unsteady = ranking.notSteady().size();
            return (leaders.size() == 1 ? entry(leaders.get(0))
                    : "equal within " + IntervalText.equivalenceMargin() + ": " + Labels.list(leaders.stream().map(this::entry).toList()))
                    + (without == 0 ? "" : " (" + without + " measured slower without a usable interval, not ranked)")
                    + (unsteady == 0 ? "" : " (" + unsteady + " measured slower not at steady state, not ranked)");
        }
        if (leaders.size() >= 2) {
            return Verdict.NOT_RESOLVED_TEXT + ": each of " + Labels.list(leaders.stream().map(this::entry).toList())
                    + " may be the fastest (the selection of the fastest)";
        }
        if (ranking.ranked().size() == 1) {
            return "cannot decide: only " + entry(ranking.ranked().get(0)) + " has an interval";
        }
        int without = ranking.unranked().size();
        int unsteady = ranking.notSteady().size();
        if (without + unsteady == 0) {
            return "not measured in this run";
        }
        List<String> why = new ArrayList<>();
        if (without > 0) {
            why.add(without + " without an interval that supports a ranking");
        }
        if (unsteady > 0) {
            why.add(unsteady + " not at steady state");
        }
        return "cannot decide: of the " + (without + unsteady) + " contestants measured, " + String.join(" and ", why);
    }

    private String runnerUp(Ranking.Contestant<T> runnerUp) {
        return entry(runnerUp) + ": " + behindBy(runnerUp);
    }

    /**
     * "2.4 × (2.1–2.8) the fastest's time", or "1.4 × (1.1–1.8) B's time" where the contestant shown faster than it is not
     * the fastest by value: the factor is always against the contestant the selection showed faster, so its interval
     * lies above 1 (method.md, "Claims").
     */
    private String behindBy(Ranking.Contestant<T> behind) {
        Ranking.Contestant<T> faster = ranking.shownFasterThan(behind).orElseThrow();
        Estimate factor = behind.estimate().over(faster.estimate());
        return IntervalText.factor(factor) + " " + (shownFasterIsFastest(behind) ? "the fastest's" : name.apply(faster.cell()) + "'s") + " " + compared;
    }

    private boolean shownFasterIsFastest(Ranking.Contestant<T> behind) {
        return ranking.shownFasterThan(behind).map(faster -> faster.equals(ranking.ranked().get(0))).orElse(false);
    }

    private String entry(Ranking.Contestant<T> contestant) {
        return name.apply(contestant.cell()) + " at " + value.apply(contestant.estimate());
    }
}
