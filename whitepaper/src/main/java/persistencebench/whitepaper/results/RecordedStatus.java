package persistencebench.whitepaper.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import persistencebench.harness.measure.MachineQuietness;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.TopField;
import persistencebench.harness.settings.Settings;

/**
 * Whether what a result file records bears out its {@code publication.status} of {@code published}, by the programs' own
 * rules applied to the file (fairness rule 9): the settings it records are the published ones ({@link Settings#unpublished},
 * against the published values its program recorded beside them), and others took no more of its machine than a
 * published run allows ({@link MachineQuietness#draftReason(double, double, String, Double)}). The white paper applies each rule where the
 * file records what it needs; an edition also demands both records ({@link #missingProof}). A status edited by hand, or
 * written by other code, is so caught; a file whose recorded values were edited too is not.
 */
public final class RecordedStatus {
    /** The command that measures a publishable main job. */
    public static final String MAIN_JOB = "./mvnw verify -Pmain-job";
    private static final String STATUS = TopField.PUBLICATION.key() + ".status";

    private RecordedStatus() {
    }

    /** Why {@code run}'s "published" is contradicted by what it records, one line each; empty when it is not, or says draft. */
    public static List<String> contradictions(BenchmarkRun run) {
        List<String> contradictions = new ArrayList<>();
        if (!saysPublished(run)) {
            return contradictions;
        }
        String said = run.sourceName() + " says " + STATUS + " \"published\", but ";
        Map<String, String> settings = run.environment().settings();
        run.environment().published().ifPresent(published -> {
            List<String> differing = Settings.unpublished(settings, published);
            if (!differing.isEmpty()) {
                contradictions.add(said + "the settings it records make it a draft (" + differing.stream()
                        .map(name -> "-D" + name + "=" + Objects.toString(settings.get(name), "unset") + " (published: "
                                + Objects.toString(published.get(name), "unset") + ")").collect(Collectors.joining(", ")) + ")");
            }
        });
        run.quietness().flatMap(quietness -> MachineQuietness.draftReason(quietness.otherCpuShare(), quietness.stealShare(),
                        quietness.busiestCell(), quietness.busiestCellShare()))
                .ifPresent(reason -> contradictions.add(said + reason));
        return contradictions;
    }

    /** What a run that says "published" lacks to bear it out in an edition, one line each; empty when nothing. */
    public static List<String> missingProof(BenchmarkRun run) {
        List<String> missing = new ArrayList<>();
        if (!saysPublished(run)) {
            return missing;
        }
        if (run.environment().published().isEmpty()) {
            missing.add(run.sourceName() + " says " + STATUS + " \"published\" but records no " + TopField.ENVIRONMENT.key() + "."
                    + EnvironmentField.PUBLISHED_SETTINGS.key() + " (it was written before they were recorded, or edited), so its"
                    + " settings cannot bear the status out: rerun the main job (" + MAIN_JOB + ") with this checkout");
        }
        if (run.quietness().isEmpty()) {
            missing.add(run.sourceName() + " records no " + TopField.QUIETNESS.key() + ", so it cannot show that its machine was"
                    + " quiet: rerun the main job (" + MAIN_JOB + ") with this checkout on Linux");
        }
        return missing;
    }

    private static boolean saysPublished(BenchmarkRun run) {
        return run.publication().map(publication -> !publication.isDraft()).orElse(false);
    }
}
