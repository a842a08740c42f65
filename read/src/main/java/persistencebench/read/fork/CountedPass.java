package persistencebench.read.fork;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;

/**
 * The untimed verification passes after a hot fork's measured samples and a cell's first cold sample (fairness rule 6),
 * for SQL backends: runs the phase once more with statement counting switched on and records {@code jdbcStatements}
 * (statements per sample), whose answer must equal the measured samples'; records how the service's connection plans
 * statements ({@code planSettings}: {@code prepareThreshold}, {@code plan_cache_mode}, ... as found, and on PostgreSQL
 * how many executions of each statement prepared on the measured connection ran on custom and on generic plans); and for the
 * foreigners phase runs its first query once more with every statement explained ({@code plans}). Backends without SQL
 * record nothing.
 */
final class CountedPass {

    private CountedPass() {
    }

    static void record(CellResult cell, BookstoreQueryService service, QueryPhase phase, QueryParameters parameters) {
        List<List<?>> results = new ArrayList<>();
        try {
            OptionalLong statements = service.countStatements(() -> results.addAll(phase.runSample(service, parameters)));
            if (statements.isEmpty()) {
                return;
            }
            ResultDigest digest = new SampleAnswer(phase, parameters).digest(results);
            if (!digest.digest().equals(cell.metric(CellField.RESULT_DIGEST))) {
                cell.fail("the statement-counting pass answered differently from the measured samples (" + digest.digest() + ")");
                return;
            }
            cell.put(CellField.JDBC_STATEMENTS, statements.getAsLong());
            Map<String, String> planSettings = service.planSettings();
            if (!planSettings.isEmpty()) {
                cell.put(CellField.PLAN_SETTINGS, planSettings);
            }
            if (phase.recordsPlans()) {
                cell.put(CellField.PLANS, service.explain(() -> phase.runFirstQuery(service, parameters)));
            }
        } catch (VerificationException | RuntimeException e) {
            cell.fail("the untimed statement-counting and explaining pass failed: " + e.getMessage());
        }
    }
}
