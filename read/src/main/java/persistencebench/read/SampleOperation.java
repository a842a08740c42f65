package persistencebench.read;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import persistencebench.harness.measure.MeasuredOperation;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;

/**
 * One sample of a phase as a measured operation: {@link #run()} (timed) calls the service for every page or
 * foreigner query and keeps the returned objects; {@link #verify()} (untimed) digests them, checks that every
 * sample of the cell gives the same digest, and reports the statements the sample issued.
 */
final class SampleOperation implements MeasuredOperation {
    /** Metric carrying {@link ResultDigest#rows()}; the orchestrator compares and removes it before writing results. */
    static final String RESULT_ROWS = "resultRows";

    private final BookstoreQueryService service;
    private final QueryPhase phase;
    private final QueryParameters parameters;
    private long statementsBefore;
    private List<List<?>> results;
    private ResultDigest first;

    SampleOperation(BookstoreQueryService service, QueryPhase phase, QueryParameters parameters) {
        this.service = service;
        this.phase = phase;
        this.parameters = parameters;
    }

    @Override
    public void setUp() {
        statementsBefore = service.sqlStatements().orElse(0);
    }

    @Override
    public void run() {
        results = phase.runSample(service, parameters);
    }

    @Override
    public Map<String, Object> verify() throws VerificationException {
        OptionalLong statementsAfter = service.sqlStatements();
        ResultDigest digest;
        try {
            digest = phase.digest(parameters, results);
        } catch (RuntimeException e) {
            throw new VerificationException("the " + phase.label() + " answer was not fully loaded when the query returned: " + e);
        }
        if (first == null) {
            first = digest;
        } else if (!first.digest().equals(digest.digest())) {
            throw new VerificationException("samples of one cell disagree: " + DigestDifference.describe(phase.rowName(),
                    "the first sample", first, "this sample", digest).orElseThrow());
        }
        Map<String, Object> metrics = new LinkedHashMap<>();
        metrics.put("resultCount", digest.count());
        metrics.put("resultDigest", digest.digest());
        metrics.put("resultCountsPerQuery", results.stream().map(List::size).toList());
        if (statementsAfter.isPresent()) {
            metrics.put("jdbcStatements", statementsAfter.getAsLong() - statementsBefore);
        }
        metrics.put("queriesPerSample", phase.queriesPerSample(parameters));
        metrics.put(RESULT_ROWS, digest.rows());
        return metrics;
    }

    @Override
    public void tearDown() {
        results = null;
    }
}
