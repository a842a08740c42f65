package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.MemoryWallEntry;
import persistencebench.whitepaper.results.ScalingCase;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;
import persistencebench.whitepaper.results.ScalingStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What a scaling study ran, from its steps: when and on what, the bookstore sizes with their purchases, the trip counts,
 * the wall's sizes and heaps, and the study's settings.
 */
final class ScalingPlanText {

    private ScalingPlanText() {
    }

    /** A paragraph and a bullet per case the study ran. */
    static String of(ScalingRun study) {
        Map<String, Object> code = study.environment().code();
        String text = "This edition's study (" + AsciiDocText.literal(study.sourceName()) + ") started "
                + RunDescriptions.date(study.startedAt()) + " on " + RunDescriptions.machine(study.environment())
                + (code.get("commit") == null ? "" : ", code " + AsciiDocText.literal(String.valueOf(code.get("commit"))))
                + ", durability class *" + Objects.toString(study.environment().durability(), "not recorded") + "*; publication status: "
                + study.publication().map(p -> Objects.toString(p.status(), "not recorded")
                        + (p.reasons().isEmpty() ? "" : " (" + String.join("; ", p.reasons()) + ")")).orElse("not recorded") + ". It ran "
                + study.steps().size() + " steps:\n\n";
        List<String> parts = new ArrayList<>();
        List<ScalingStep> read = study.steps(ScalingCase.READ);
        if (!read.isEmpty()) {
            parts.add("read: the read contestants of the study's selection at the bookstore sizes " + Labels.list(read.stream().map(step -> sized(study, step))
                    .toList()) + heaps(read) + databases(study));
        }
        List<ScalingStep> write = study.steps(ScalingCase.WRITE);
        if (!write.isEmpty()) {
            parts.add("write: the tuned write cells at " + Labels.list(write.stream()
                    .map(step -> step.rows() == null ? step.step() : Quantities.count(step.rows())).toList()) + " "
                    + ScalingCase.WRITE.scaleUnit() + databases(study));
        }
        List<ScalingStep> wall = study.steps(ScalingCase.WALL);
        if (!wall.isEmpty()) {
            List<String> stepHeaps = wall.stream().map(ScalingStep::heap).filter(Objects::nonNull).toList();
            List<String> byTheReadPart = study.memoryWall().stream().map(MemoryWallEntry::heap).distinct()
                    .filter(heap -> !stepHeaps.contains(heap)).map(heap -> "-Xmx" + heap).toList();
            parts.add("wall: the object graphs at the sizes " + Labels.list(wall.stream().map(ScalingStep::size).distinct().toList())
                    + heaps(wall) + (byTheReadPart.isEmpty() ? "" : ", and in " + Labels.list(byTheReadPart)
                    + " the read part's own cells, which no wall step repeats"));
        }
        String settings = study.environment().settings().entrySet().stream()
                .map(e -> AsciiDocText.literal("-D" + e.getKey() + "=" + e.getValue())).collect(Collectors.joining(", "));
        return text + Bullets.of(parts) + (settings.isEmpty() ? "" : "\nThe study's settings: " + settings + ".\n");
    }

    /** ", the SQL backends on postgresql only", from the study's {@code -Ddatabases}; empty where the file does not say. */
    private static String databases(ScalingRun study) {
        Object databases = study.environment().settings().get("databases");
        return databases == null ? "" : ", the SQL backends on " + databases + (String.valueOf(databases).contains(",") ? "" : " only");
    }

    /** "small (1,000 purchases)": a read step's size with the purchases its points counted. */
    private static String sized(ScalingRun study, ScalingStep step) {
        return study.points(step).stream().map(ScalingPoint::scale).findFirst()
                .map(scale -> step.size() + " (" + Quantities.count(scale) + " " + ScalingCase.READ.scaleUnit() + ")").orElse(step.size());
    }

    /** ", in forked JVMs of -Xmx2g" or ", in heaps of 48m and 96m". */
    private static String heaps(List<ScalingStep> steps) {
        List<String> heaps = steps.stream().map(ScalingStep::heap).filter(Objects::nonNull).distinct().toList();
        return heaps.isEmpty() ? "" : ", in forked JVMs of " + Labels.list(heaps.stream().map(heap -> "-Xmx" + heap).toList());
    }
}
