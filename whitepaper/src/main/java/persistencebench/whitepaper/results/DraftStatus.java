package persistencebench.whitepaper.results;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether the document is a draft (fairness rule 9): it is when any loaded result file says
 * {@code publication.status: draft} (or says nothing), records what contradicts a {@code published}
 * ({@link RecordedStatus}), or has a failed or unverified cell. The reasons are
 * one sentence each, prefixed with the run they come from; failed cells are named as a reason of their own
 * unless the file is already a draft (its reasons then cover them), unverified cells always. Skipped cells were
 * not measured: they are listed, but make no draft. Runs measured in different durability classes make a draft too.
 * A scaling study's file counts as a run's does, and so does each of its read or write steps that was not measured and
 * verified; a wall step that failed is the wall's finding, not a fault.
 */
public final class DraftStatus {

    private final List<String> reasons;

    private DraftStatus(List<String> reasons) {
        this.reasons = List.copyOf(reasons);
    }

    /** The status of a document built from {@code results}. */
    public static DraftStatus of(AvailableResults results) {
        Set<String> reasons = new LinkedHashSet<>();
        for (BenchmarkRun run : results.runs()) {
            String prefix = run.kind().id() + " run: ";
            addPublication(reasons, prefix, run.publication());
            RecordedStatus.contradictions(run).forEach(contradiction -> reasons.add(prefix + contradiction));
            List<ResultCell> faulty = run.faulty();
            boolean saidByHarness = run.publication().map(Publication::isDraft).orElse(false)
                    && faulty.stream().allMatch(ResultCell::failed);
            if (!faulty.isEmpty() && !saidByHarness) {
                reasons.add(prefix + count(faulty.size()) + " failed or could not be verified (listed below);"
                        + " they are not charted");
            }
        }
        results.scaling().ifPresent(study -> {
            String prefix = "scaling study: ";
            addPublication(reasons, prefix, study.publication());
            study.steps().stream().filter(step -> step.scalingCase() != ScalingCase.WALL && !step.measured())
                    .forEach(step -> reasons.add(prefix + "step " + step.step() + " " + step.outcome()
                            + (step.reason() == null ? "" : ": " + step.reason())));
        });
        List<String> classes = results.runs().stream().map(run -> run.kind().id() + " run " + run.environment().durability()).toList();
        if (results.runs().stream().map(run -> String.valueOf(run.environment().durability())).distinct().count() > 1) {
            reasons.add("the runs were measured in different durability classes (" + String.join(", ", classes) + "): their figures are"
                    + " not one comparison");
        }
        return new DraftStatus(new ArrayList<>(reasons));
    }

    /** The reasons a file's {@code publication} gives, each prefixed with whose file it is; a file without one is a draft. */
    private static void addPublication(Set<String> reasons, String prefix, Optional<Publication> publication) {
        publication.ifPresentOrElse(said -> {
            if (said.isDraft()) {
                if (said.reasons().isEmpty()) {
                    reasons.add(prefix + "the result file is marked draft without a reason");
                }
                said.reasons().forEach(reason -> reasons.add(prefix + reason));
            }
        }, () -> reasons.add(prefix + "the result file does not say whether it may be published (no \"publication\")"));
    }

    public boolean isDraft() {
        return !reasons.isEmpty();
    }

    /** Why the document is a draft; empty when it is not. */
    public List<String> reasons() {
        return reasons;
    }

    private static String count(int cells) {
        return cells == 1 ? "1 cell" : cells + " cells";
    }
}
