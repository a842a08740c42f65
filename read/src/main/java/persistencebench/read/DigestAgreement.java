package persistencebench.read;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.measure.CellResult;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;

/**
 * Checks that every cell of a phase gave the same answer as the first cell of that phase that has one, whatever
 * its backend, variant or temperature. Phases that ask the same question another way share the reference
 * ({@link QueryPhase#sameAnswerAs()}): every keyset cell must give the offset cells' answer, so a contestant whose
 * keyset pages differ from its offset pages is a problem. A difference is a one-line problem naming both cells and how
 * they differ.
 */
final class DigestAgreement {
    private final Map<QueryPhase, Reference> references = new EnumMap<>(QueryPhase.class);

    /** The reference answer is copied out of its cell, whose row keys are stripped before it is written. */
    private record Reference(String label, ResultDigest digest) {
    }

    /** Checks {@code cell} (before its row keys are stripped); returns the problem, if any. */
    Optional<String> check(CellResult cell) {
        QueryPhase phase = QueryPhase.ofLabel(cell.phase());
        if (!cell.ok()) {
            return Optional.of(cell.label() + " failed: " + cell.failure());
        }
        if (!CellDigests.hasDigest(cell)) {
            return Optional.of(cell.label() + " has no result digest");
        }
        Reference reference = references.putIfAbsent(phase.sameAnswerAs(), new Reference(cell.label(), CellDigests.of(cell)));
        if (reference == null) {
            return Optional.empty();
        }
        return DigestDifference.describe(phase.rowName(), reference.label(), reference.digest(), cell.label(), CellDigests.of(cell))
                .map(how -> phase.label() + ": " + cell.label() + " answered differently from " + reference.label() + ": " + how);
    }
}
