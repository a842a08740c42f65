package persistencebench.read;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.concurrent.ConcurrentQuery;

/**
 * Checks that every {@code concurrentReads} cell of a query gave the same answers as the first cell of that query
 * with one, whatever its contestant, mode or thread count: the operations are the same for all. A skipped cell (a mode
 * that does not apply) is no problem; a failed one is.
 */
final class ConcurrentAgreement {
    private final Map<String, Reference> references = new HashMap<>();

    private record Reference(String label, ResultDigest digest) {
    }

    /** Checks {@code cell} (before its row keys are stripped); returns the problem, if any. */
    Optional<String> check(CellResult cell) {
        if (cell.skipped() != null) {
            return Optional.empty();
        }
        String label = ConcurrentTable.label(cell);
        if (!cell.ok()) {
            return Optional.of(label + " failed: " + cell.failure());
        }
        ConcurrentQuery query = ConcurrentQuery.ofLabel((String) cell.metric(CellField.QUERY));
        Reference reference = references.putIfAbsent(query.label(), new Reference(label, CellDigests.of(cell)));
        if (reference == null) {
            return Optional.empty();
        }
        return DigestDifference.describe(query.rowName(), reference.label(), reference.digest(), label, CellDigests.of(cell))
                .map(how -> "concurrentReads: " + label + " answered differently from " + reference.label() + ": " + how);
    }
}
