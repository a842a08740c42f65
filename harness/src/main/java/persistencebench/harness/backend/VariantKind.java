package persistencebench.harness.backend;

import java.util.List;
import java.util.Locale;

/** What a variant stands for, so every reader can tell the study's configuration from the expert's. */
public enum VariantKind {
    /** The original study's approach: same schema, mapping, queries, batch sizes and shapes, outright bugs fixed. */
    PAPER,
    /** What the engine's own experts would do, each choice written down with its reason. */
    TUNED,
    /** An intermediate step between the two, shown so each step's effect is visible. */
    STEP;

    /**
     * Whether a SQL backend's variant of this kind runs on {@code engine}: a tuned one on every engine, the study's
     * approach and the steps from it only on the study databases ({@code -DstudyDatabases}).
     */
    public boolean runsOn(String engine, List<String> studyDatabases) {
        return this == TUNED || studyDatabases.contains(engine);
    }

    /** The name in result files: {@code paper}, {@code tuned} or {@code step}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
