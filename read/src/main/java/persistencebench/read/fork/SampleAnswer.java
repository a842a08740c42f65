package persistencebench.read.fork;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;

/**
 * Checks the answers of a cell's samples, outside the timed parts: digests each (which fails if something the
 * answer must contain was not loaded), requires every query to have returned at least one row, requires every
 * sample to give the first sample's answer, and returns the cell's answer metrics.
 */
public final class SampleAnswer {
    private final QueryPhase phase;
    private final QueryParameters parameters;
    private ResultDigest first;

    public SampleAnswer(QueryPhase phase, QueryParameters parameters) {
        this.phase = phase;
        this.parameters = parameters;
    }

    /** The digest of a sample's results, or a failure naming what was not loaded. */
    public ResultDigest digest(List<List<?>> results) throws VerificationException {
        try {
            return phase.digest(parameters, results);
        } catch (RuntimeException e) {
            throw new VerificationException("the " + phase.label() + " answer was not fully loaded when the sample's work returned: " + e);
        }
    }

    /** Verifies one sample's results and returns the cell's answer metrics. */
    public Map<CellField, Object> verify(List<List<?>> results) throws VerificationException {
        ResultDigest digest = digest(results);
        List<String> queries = phase.queryLabels(parameters);
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i).isEmpty()) {
                throw new VerificationException("query " + queries.get(i) + " returned no " + phase.rowName() + ", but every query must"
                        + " return at least one row: the parameters come from the dataset manifest, so the store does not hold the"
                        + " dataset it promises");
            }
        }
        if (first == null) {
            first = digest;
        } else if (!first.digest().equals(digest.digest())) {
            throw new VerificationException("samples of one cell disagree: " + DigestDifference.describe(phase.rowName(),
                    "the first sample", first, "this sample", digest).orElseThrow());
        }
        Map<CellField, Object> metrics = new LinkedHashMap<>();
        metrics.put(CellField.RESULT_COUNT, digest.count());
        metrics.put(CellField.RESULT_DIGEST, digest.digest());
        metrics.put(CellField.RESULT_COUNTS_PER_QUERY, results.stream().map(List::size).toList());
        metrics.put(CellField.QUERIES_PER_SAMPLE, results.size());
        metrics.put(CellField.RESULT_ROWS, digest.rows()); // the orchestrator compares and removes it before writing results
        return metrics;
    }
}
