package persistencebench.harness.measure;

import java.util.Map;

/**
 * What a benchmark cell does per iteration. Only {@link #run()} is timed; preparing a fresh store and
 * verifying what was stored happen outside the measured interval. Backends implement the persistence
 * work; timing lives in {@link CellRunner} (as YCSB's DBWrapper keeps it out of the DB bindings).
 */
public interface MeasuredOperation {

    /** Untimed preparation before each iteration, e.g. an empty table or a fresh storage directory. */
    default void setUp() throws Exception {
    }

    /** The measured work. */
    void run() throws Exception;

    /**
     * Untimed check after each iteration. Returns metrics for the cell (e.g. rowsStored, checksumOk,
     * resultDigest); throws {@link VerificationException} when the outcome is wrong.
     */
    default Map<String, Object> verify() throws Exception {
        return Map.of();
    }

    /** Untimed clean-up after each iteration. */
    default void tearDown() throws Exception {
    }
}
