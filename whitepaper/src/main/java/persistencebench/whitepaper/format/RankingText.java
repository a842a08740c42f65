package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What a {@link Ranking} shows, in words that claim no more: the fastest, or the contestants tied with it within noise;
 * those behind it (separated), with how many times the fastest's time the slowest of them took; contestants whose
 * interval reaches zero as too wide to rank, and those that rest on one unit as unranked. Floors never appear: a
 * ranking leaves them out.
 */
public final class RankingText {

    private RankingText() {
    }

    /**
     * One sentence fragment, e.g. "fastest: A at 12.300 s (11.900–12.800, 2 forks); behind it (intervals above the
     * fastest's): C at 30.000 s (29.000–31.000, 2 forks), 2.4 × (2.3–2.6) as long as the fastest; one fork, cannot be
     * ranked: D at 20.000 s (one fork: no interval)";
     * empty when the ranking has no contestant.
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
        } else if (ranking.allTied()) {
            parts.add("all " + ranked.size() + " tied within noise (every interval overlaps the fastest's): "
                    + Labels.list(ranked.stream().map(entry).toList()));
        } else if (!ranked.isEmpty()) {
            parts.add(group("fastest", ranking.leaders(), entry));
            String factor = ranking.factor().map(f -> IntervalText.factor(f) + " as long as the fastest").orElseThrow();
            List<Ranking.Contestant<T>> behind = ranking.behind();
            parts.add("behind it (separated from the fastest): " + Labels.list(behind.stream().map(entry).toList())
                    + (behind.size() == 1 ? ", " : "; the slowest of them took ") + factor);
        }
        if (!ranking.tooWide().isEmpty()) {
            parts.add("interval reaching zero, too wide to rank: " + Labels.list(ranking.tooWide().stream().map(entry).toList()));
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

    private static <T> String group(String which, List<Ranking.Contestant<T>> contestants, Function<Ranking.Contestant<T>, String> entry) {
        return which + (contestants.size() == 1 ? ": " : ", tied within noise: ") + Labels.list(contestants.stream().map(entry).toList());
    }
}
