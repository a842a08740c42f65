package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A guide row for contestants ranked by a time ({@link Ranking}): the winner only where a runner-up is separated from it,
 * the group tied with the fastest named together, and "cannot decide" where no contestant has an interval or every one
 * is tied.
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
        boolean decided = runnerUp.isPresent();
        boolean measured = !ranking.ranked().isEmpty() || !ranking.unranked().isEmpty() || !ranking.tooWide().isEmpty();
        return new GuideRow(workload, evidence, decided ? leaders.stream().map(c -> name.apply(c.cell())).toList() : List.of(), decided,
                winner(leaders, decided), runnerUp.map(this::runnerUp).orElse(measured ? "none separated from the fastest" : ""),
                decided ? price(leaders, price) : "", measured ? paperToTuned : "", standings(decided), gaps);
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
                detail = IntervalText.factor(contestant.estimate().over(ranking.ranked().get(0).estimate())) + " the fastest's " + compared
                        + " (fastest: " + name.apply(ranking.ranked().get(0).cell()) + ")";
            } else {
                position = Standing.Position.NOT_SEPARATED;
            }
            standings.add(standing(contestant, position, detail));
        }
        ranking.unranked().forEach(c -> standings.add(standing(c, Standing.Position.NO_INTERVAL, value.apply(c.estimate()))));
        ranking.tooWide().forEach(c -> standings.add(standing(c, Standing.Position.NO_INTERVAL, value.apply(c.estimate()))));
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
            return leaders.size() == 1 ? entry(leaders.get(0)) : "tied within noise: " + Labels.list(leaders.stream().map(this::entry).toList());
        }
        if (ranking.allTied()) {
            return "cannot decide: all " + ranking.ranked().size() + " contestants are tied within noise";
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
