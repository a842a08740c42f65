package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * How much of a framework's result on one workload is owed to how it is used: per question (a backend on a database,
 * asked one query in one way), the study's variant's time over each expert variant's, with the ratio's interval; a
 * difference only where that interval excludes 1 ({@link IntervalText#factorOrTie}).
 *
 * @param <T> what a contestant is
 */
final class UsageGain<T> {
    private final Function<T, String> question;
    private final Function<T, ResultVariantKind> kind;
    private final Function<T, String> name;
    private final Function<T, String> family;
    private final Function<T, Optional<Estimate>> time;

    /**
     * @param question what makes two cells the same question but for the variant (backend, database, phase, ...)
     * @param kind     a cell's variant kind
     * @param name     the name a question's gain is given under, e.g. "Hibernate" or "JDBC on H2"
     * @param family   the contestant a profile is about ({@link Standing#family()})
     * @param time     a cell's compared time
     */
    UsageGain(Function<T, String> question, Function<T, ResultVariantKind> kind, Function<T, String> name, Function<T, String> family,
              Function<T, Optional<Estimate>> time) {
        this.question = question;
        this.kind = kind;
        this.name = name;
        this.family = family;
        this.time = time;
    }

    /** The guide's column for {@code gaps}: "Hibernate 3.1 × (2.8–3.4); JDBC not resolved by this run (…)". */
    static String text(List<UsageGap> gaps) {
        return gaps.isEmpty() ? "no framework ran in both kinds of variant" : String.join("; ", gaps.stream().map(UsageGap::text).toList());
    }

    /** Per question and expert variant, the study variant's time over the expert's; empty when no framework ran in both. */
    List<UsageGap> of(List<T> cells) {
        Map<String, List<T>> questions = new LinkedHashMap<>();
        cells.forEach(cell -> questions.computeIfAbsent(question.apply(cell), key -> new ArrayList<>()).add(cell));
        List<UsageGap> gaps = new ArrayList<>();
        for (List<T> same : questions.values()) {
            Optional<Estimate> paper = same.stream().filter(c -> kind.apply(c) == ResultVariantKind.PAPER).findFirst().flatMap(time);
            List<T> tuned = same.stream().filter(c -> kind.apply(c) == ResultVariantKind.TUNED).toList();
            for (T expert : tuned) {
                paper.ifPresent(p -> time.apply(expert).map(p::over).ifPresent(ratio -> gaps.add(new UsageGap(family.apply(expert),
                        name.apply(expert), IntervalText.factorOrTie(ratio), ratio.above(1) || ratio.below(1)))));
            }
        }
        return gaps;
    }
}
