package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What a {@link Ranking} shows, in words that claim no more: the fastest, where the selection of the fastest leaves one;
 * otherwise the contestants that may each be the fastest, "equal" only where every pair of them is shown equal within
 * the margin and "not resolved by this run" where not; those behind (shown slower), with how many times the fastest's
 * time the slowest of them took; those that rest on one unit as unranked. Floors never appear: a ranking leaves them out.
 */
public final class RankingText {

    private RankingText() {
    }

    /**
     * One sentence fragment, e.g. "fastest: A at 12.300 s (11.900–12.800, 3 forks); behind it (shown slower): C at
     * 30.000 s (29.000–31.000, 3 forks), 2.4 × (2.3–2.6) as long as the fastest; one fork, cannot be ranked: D at
     * 20.000 s (one fork: no interval)"; empty when the ranking has no contestant.
     *
     * @param name  a contestant's name
     * @param value a contestant's value with its interval ({@link IntervalText#of})
     */
    public static <T> String of(Ranking<T> ranking, Function<T, String> name, Function<Estimate, String> value) {
        return of(ranking, c -> name.apply(c.cell()) + " at " + value.apply(c.estimate()));
    }

    /** As {@link #of(Ranking, Function, Function)}, each contestant written by {@code entry}, e.g. "A at 12.300 s (...)". */
    public static <T> String of(Ranking<T> ranking, Function<Ranking.Contestant<T>, String> entry) {
        List<String> parts = new ArrayList<>();
        List<Ranking.Contestant<T>> ranked = ranking.ranked();
        if (ranked.size() == 1) {
            parts.add("only " + entry.apply(ranked.get(0)) + " has an interval");
        } else if (!ranked.isEmpty()) {
            parts.add(leaders(ranking, entry));
            ranking.factor().ifPresent(factor -> {
                List<Ranking.Contestant<T>> behind = ranking.behind();
                Ranking.Contestant<T> faster = ranking.shownFasterThan(behind.get(behind.size() - 1)).orElseThrow();
                parts.add("behind (shown slower): " + Labels.list(behind.stream().map(entry).toList())
                        + (behind.size() == 1 ? ", " : "; the slowest of them took ") + IntervalText.factor(factor) + " as long as "
                        + (faster.equals(ranked.get(0)) ? "the fastest" : entry.apply(faster)));
            });
        }
        if (!ranking.unranked().isEmpty()) {
            parts.add(IntervalText.oneUnit(ranking.unranked().get(0).estimate()) + ", cannot be ranked: "
                    + Labels.list(ranking.unranked().stream().map(entry).toList()));
        }
        if (!ranking.notSteady().isEmpty()) {
            parts.add("not at steady state, not ranked: " + Labels.list(ranking.notSteady().stream().map(entry).toList()));
        }
        return String.join("; ", parts);
    }

    /** "fastest: A …", "equal within ±10 % at the top: A …, B …" or "not resolved by this run which is fastest of: A …, B …". */
    private static <T> String leaders(Ranking<T> ranking, Function<Ranking.Contestant<T>, String> entry) {
        String list = Labels.list(ranking.leaders().stream().map(entry).toList());
        if (ranking.decided()) {
            return "fastest: " + list;
        }
        return (ranking.leadersEqual() ? "equal within " + IntervalText.equivalenceMargin() + " at the top: "
                : Verdict.NOT_RESOLVED_TEXT + " which is the fastest of: ") + list;
    }
}
