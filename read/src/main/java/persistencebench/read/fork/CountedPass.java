package persistencebench.read.fork;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;

/**
 * The one untimed verification pass after a fork's measured samples (fairness rule 6): runs the phase once more with
 * statement counting switched on and records {@code jdbcStatements} (statements per sample) on the cell; its answer
 * must equal the measured samples'. Backends without SQL record nothing.
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
            if (!digest.digest().equals(cell.metric("resultDigest"))) {
                cell.fail("the statement-counting pass answered differently from the measured samples (" + digest.digest() + ")");
                return;
            }
            cell.put("jdbcStatements", statements.getAsLong());
        } catch (VerificationException | RuntimeException e) {
            cell.fail("the statement-counting pass failed: " + e.getMessage());
        }
    }
}
