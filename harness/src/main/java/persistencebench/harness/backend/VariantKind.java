package persistencebench.harness.backend;

import java.util.Locale;

/** What a variant stands for, so every reader can tell the study's configuration from the expert's. */
public enum VariantKind {
    /** The original study's approach: same schema, mapping, queries, batch sizes and shapes, outright bugs fixed. */
    PAPER,
    /** What the engine's own experts would do, each choice written down with its reason. */
    TUNED,
    /** An intermediate step between the two, shown so each step's effect is visible. */
    STEP;

    /** The name in result files: {@code paper}, {@code tuned} or {@code step}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
