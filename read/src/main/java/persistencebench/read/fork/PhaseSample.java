package persistencebench.read.fork;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.QueryPhase;

/**
 * One sample of a phase: the timed work runs all its queries on the service; the untimed verification checks the answer.
 * A sample with a time box ({@code boxNanos} above zero, hot samples) repeats the phase until the box is full, so a
 * millisecond query is timed over many passes and one GC pause or timer tick weighs no more on it than on a slow one;
 * its time is then per pass ({@link #passes()}), and the first and the last pass's answers are both verified.
 */
abstract class PhaseSample implements MeasuredOperation {
    private final QueryPhase phase;
    private final QueryParameters parameters;
    private final SampleAnswer answer;
    private final long boxNanos;
    private List<List<?>> firstResults;
    private List<List<?>> results;
    private int passes;

    PhaseSample(QueryPhase phase, QueryParameters parameters, long boxNanos) {
        this.phase = phase;
        this.parameters = parameters;
        this.answer = new SampleAnswer(phase, parameters);
        this.boxNanos = boxNanos;
    }

    /** The service the work queries. */
    abstract BookstoreQueryService service();

    @Override
    public final void work() {
        long start = System.nanoTime();
        results = phase.runSample(service(), parameters);
        firstResults = results;
        passes = 1;
        while (System.nanoTime() - start < boxNanos) {
            results = phase.runSample(service(), parameters);
            passes++;
        }
    }

    @Override
    public final OptionalInt passes() {
        return boxNanos > 0 ? OptionalInt.of(passes) : OptionalInt.empty();
    }

    @Override
    public final Map<CellField, Object> verify() throws VerificationException {
        if (firstResults != results) {
            answer.verify(firstResults);
        }
        return answer.verify(results);
    }

    @Override
    public void tearDown() {
        firstResults = null;
        results = null;
    }
}
