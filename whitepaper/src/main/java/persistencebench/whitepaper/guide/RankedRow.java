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
 * one, or the leaders where every pair of them is shown equal, only where no unit of a contestant without a usable
 * interval, or not at steady state, lies inside a leader's interval or beyond its better end; "cannot decide" or "not
 * resolved by this run", with the reason, everywhere else.
 *
 * @param <T> what a contestant is: a result cell, a concurrent read cell, a scaling curve
 */
final class RankedRow<T> {
    private final Ranking<T> ranking;
    private final Function<T, String> name;
    private final Function<T, String> family;
    private final Function<Estimate, String> value;
    private final String compared;
    private final Function<T, Optional<Double>> fastestUnit;

    /** A row whose contestants have no unit values of their own (a scaling curve's growth): each is held by its value. */
    RankedRow(Ranking<T> ranking, Function<T, String> name, Function<T, String> family, Function<Estimate, String> value, String compared) {
        this(ranking, name, family, value, compared, cell -> Optional.empty());
    }

    /**
     * @param name        a contestant's name
     * @param family      the contestant a profile is about ({@link Standing#family()})
     * @param value       a contestant's compared time as the row shows it (a time, or a rate derived from it), interval included
     * @param compared    what the runner-up's factor is of, e.g. "time" or "time per operation"
     * @param fastestUnit a contestant's lowest unit value (its fastest fork or fresh JVM) on the compared time's scale; empty
     *                    where unknown, when its value stands in
     */
    RankedRow(Ranking<T> ranking, Function<T, String> name, Function<T, String> family, Function<Estimate, String> value, String compared,
              Function<T, Optional<Double>> fastestUnit) {
        this.ranking = ranking;
        this.name = name;
        this.family = family;
        this.value = value;
        this.compared = compared;
        this.fastestUnit = fastestUnit;
    }

    /** The row, its figure drawn on {@code axis}. */
    GuideRow row(String workload, Evidence evidence, ForestAxis axis, Function<T, String> price, String paperToTuned, List<UsageGap> gaps) {
        List<Ranking.Contestant<T>> leaders = ranking.leaders();
        Optional<Ranking.Contestant<T>> runnerUp = ranking.runnerUp();
        boolean selected = ranking.decided() || ranking.leadersEqual();
        Optional<String> undecidable = selected ? undecidable(leaders) : Optional.empty();
        boolean decided = selected && undecidable.isEmpty();
        boolean measured = !ranking.ranked().isEmpty() || !ranking.unranked().isEmpty() || !ranking.notSteady().isEmpty();
        return new GuideRow(workload, evidence, "", "", decided ? leaders.stream().map(c -> name.apply(c.cell())).toList() : List.of(), decided,
                undecidable.orElseGet(() -> winner(leaders, decided)),
                runnerUp.map(this::runnerUp).orElse(measured ? "none shown slower than the fastest" : ""),
                decided ? price(leaders, price) : "", measured ? paperToTuned : "", standings(decided), axis, gaps);
    }

    /**
     * Why a selected winner or equal group still cannot be named (method.md, "Claims"): a contestant measured without a
     * usable interval, or not at steady state, has a unit (its fastest fork or fresh JVM, not its median or geometric
     * mean) inside a leader's interval or beyond its better end. Such a contestant is never called slower or faster.
     */
    private Optional<String> undecidable(List<Ranking.Contestant<T>> leaders) {
        String against = leaders.size() == 1 ? "the fastest's interval (" + entry(leaders.get(0)) + ")"
                : "a leader's interval (" + Labels.list(leaders.stream().map(this::entry).toList()) + ")";
        List<String> unsure = ranking.unranked().stream().filter(c -> withinReach(c, leaders)).map(this::entry).toList();
        if (!unsure.isEmpty()) {
            return Optional.of("cannot decide: " + Labels.list(unsure) + (unsure.size() == 1 ? " has" : " have")
                    + " no interval that supports a ranking and a unit measured inside or beyond the better end of " + against);
        }
        List<String> unsteady = ranking.notSteady().stream().filter(c -> withinReach(c, leaders)).map(this::entry).toList();
        if (!unsteady.isEmpty()) {
            return Optional.of("cannot decide: " + Labels.list(unsteady) + (unsteady.size() == 1 ? " was not at steady state and has"
                    : " were not at steady state and have") + " a unit measured inside or beyond the better end of " + against);
        }
        return Optional.empty();
    }

    /**
     * Whether the contestant's fastest unit (its value where its units are unknown, or where the value is lower) lies at or
     * below the upper end of some leader's interval: nothing then shows that the leaders are ahead of it.
     */
    private boolean withinReach(Ranking.Contestant<T> contestant, List<Ranking.Contestant<T>> leaders) {
        double headline = contestant.estimate().value();
        double fastest = fastestUnit.apply(contestant.cell()).map(unit -> Math.min(unit, headline)).orElse(headline);
        return leaders.stream().anyMatch(leader -> leader.estimate().reaches(fastest));
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
        return new Standing(family.apply(contestant.cell()), name.apply(contestant.cell()), position, detail, contestant.estimate());
    }

    /**
     * Each leader's price; named when several are equal, so the reader knows whose each is, and given for every one of
     * them: a member whose price is not recorded says so rather than drop out of the list.
     */
    private String price(List<Ranking.Contestant<T>> leaders, Function<T, String> price) {
        if (leaders.size() == 1) {
            return price.apply(leaders.get(0).cell());
        }
        return Labels.list(leaders.stream().map(c -> {
            String paid = price.apply(c.cell());
            return name.apply(c.cell()) + ": " + (paid.isEmpty() ? "not recorded" : paid);
        }).toList());
    }

    private String winner(List<Ranking.Contestant<T>> leaders, boolean decided) {
        if (decided) {
            int without = ranking.unranked().size();
            int unsteady = ranking.notSteady().size();
            // no comparative word for them: without an interval, or not at steady state, nothing shows them slower
            List<String> apart = new ArrayList<>();
            if (without > 0) {
                apart.add(without + " without a usable interval");
            }
            if (unsteady > 0) {
                apart.add(unsteady + " not at steady state");
            }
            return (leaders.size() == 1 ? entry(leaders.get(0))
                    : "equal within " + IntervalText.equivalenceMargin() + ": " + Labels.list(leaders.stream().map(this::entry).toList()))
                    + (apart.isEmpty() ? "" : " (also measured, not ranked: " + String.join(", ", apart) + ")");
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
