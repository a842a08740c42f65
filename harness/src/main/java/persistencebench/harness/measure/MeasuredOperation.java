package persistencebench.harness.measure;

import java.util.Map;
import java.util.OptionalInt;
import persistencebench.harness.resultformat.CellField;

/**
 * What a benchmark cell does per sample, in the style of YCSB's {@code DB}: backends implement the persistence
 * work, {@link CellRunner} does all timing. One timed region per sample, from nothing open to everything closed
 * and durable, recorded in three parts:
 * <ol>
 *   <li>{@link #open()}: start the storage manager, bootstrap the SessionFactory, acquire the connection;</li>
 *   <li>{@link #work()}: parse, map and store up to the last commit, or run the queries;</li>
 *   <li>{@link #close()}: what remains to make the work durable (forcing files the store does not force itself)
 *       and releasing everything {@code open} acquired.</li>
 * </ol>
 * {@link #setUp()}, {@link #verify()} and {@link #tearDown()} frame the sample untimed.
 */
public interface MeasuredOperation {

    /** Untimed preparation before each sample, e.g. an empty table or a fresh storage directory. Opens nothing used by the sample. */
    default void setUp() throws Exception {
    }

    /**
     * Untimed preparation before a warm-up; by default the same as {@link #setUp()}. An operation may warm up on less
     * work than a sample does (the write case's warm-ups store a slice of the month): a warm-up exists to compile the
     * code, and its figures are discarded.
     */
    default void setUpWarmup() throws Exception {
        setUp();
    }

    /** Timed: acquires what the work needs. */
    default void open() throws Exception {
    }

    /** Timed: the work itself. */
    void work() throws Exception;

    /** Timed: makes the work durable and releases what {@link #open()} acquired. */
    default void close() throws Exception {
    }

    /**
     * Whether each sample opens and closes (a write, a cold read). Hot read samples run on a service opened once
     * before them, so their samples have only a work part.
     */
    default boolean opensAndCloses() {
        return true;
    }

    /**
     * How many repetitions of the same work the last {@link #work()} ran, for an operation whose sample is time-boxed
     * (a hot read of a millisecond query repeats its phase until the box is full): the sample's work time and CPU are
     * then per repetition. Empty for an operation that runs its work once.
     */
    default OptionalInt passes() {
        return OptionalInt.empty();
    }

    /**
     * Untimed check after each sample. Returns metrics for the cell (e.g. {@link CellField#ROWS_STORED},
     * {@link CellField#CHECKSUM_OK}, {@link CellField#RESULT_DIGEST}); throws {@link VerificationException} when the
     * outcome is wrong.
     */
    default Map<CellField, Object> verify() throws Exception {
        return Map.of();
    }

    /** Untimed clean-up after each sample; also releases whatever an aborted {@code open}/{@code work} left open. */
    default void tearDown() throws Exception {
    }
}
