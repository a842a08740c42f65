package persistencebench.whitepaper.results;

import java.util.List;

/**
 * A cell that says whether it was measured at steady state (the result file's {@code steadyState}, {@code notSteady}):
 * a cell that was not is shown and never ranked or named a winner (docs/method.md, "Steady state" and "Claims").
 */
public interface SteadyStateCell {

    /** False when a fork's warm-up never settled or the cell drifted beyond its interval; null when the file does not say. */
    Boolean steadyState();

    /** Why it was not at steady state, one line per reason; empty otherwise. */
    List<String> notSteady();

    /** Whether the file says the cell was not at steady state. */
    default boolean unsteady() {
        return Boolean.FALSE.equals(steadyState());
    }
}
