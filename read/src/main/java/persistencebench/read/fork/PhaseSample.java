package persistencebench.read.fork;

import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.QueryPhase;

/** One sample of a phase: the timed work runs all its queries on the service; the untimed verification checks the answer. */
abstract class PhaseSample implements MeasuredOperation {
    private final QueryPhase phase;
    private final QueryParameters parameters;
    private final SampleAnswer answer;
    private List<List<?>> results;

    PhaseSample(QueryPhase phase, QueryParameters parameters) {
        this.phase = phase;
        this.parameters = parameters;
        this.answer = new SampleAnswer(phase, parameters);
    }

    /** The service the work queries. */
    abstract BookstoreQueryService service();

    @Override
    public final void work() {
        results = phase.runSample(service(), parameters);
    }

    @Override
    public final Map<CellField, Object> verify() throws VerificationException {
        return answer.verify(results);
    }

    @Override
    public void tearDown() {
        results = null;
    }
}
