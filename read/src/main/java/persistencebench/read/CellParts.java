package persistencebench.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.SampleStatistics;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.read.fork.Temperature;
import persistencebench.read.plugin.QueryPhase;

/**
 * Combines the parts of one cell measured in several forks (each cold sample's JVM, or each hot round's) into one
 * cell with {@link CellResult#combine}, keeps every hot fork's open time ({@code forkOpenSamplesMillis}, median as
 * {@code forkOpenMillis}), and requires the parts to agree on the answer and on the statement count (of the parts that
 * counted); otherwise the cell fails and says how.
 */
final class CellParts {

    private CellParts() {
    }

    /** @param parts the parts of one cell, in fork order; at least one */
    static CellResult combine(QueryPhase phase, List<CellResult> parts) {
        CellResult combined = CellResult.combine(parts);
        List<Double> forkOpens = new ArrayList<>();
        for (CellResult part : parts) {
            if (part.metric(CellField.FORK_OPEN_MILLIS) instanceof Number n) {
                forkOpens.add(n.doubleValue());
            }
        }
        if (!forkOpens.isEmpty()) {
            combined.put(CellField.FORK_OPEN_SAMPLES_MILLIS, forkOpens);
            combined.put(CellField.FORK_OPEN_MILLIS, SampleStatistics.of(forkOpens).medianMillis());
        }
        for (int i = 1; i < parts.size() && combined.ok(); i++) {
            CellResult part = parts.get(i);
            if (!part.ok() || !CellDigests.hasDigest(part)) {
                continue;
            }
            int fork = i + 1;
            DigestDifference.describe(phase.rowName(), "fork 1", CellDigests.of(parts.get(0)), "fork " + fork, CellDigests.of(part))
                    .ifPresent(how -> combined.fail("forks disagree on the answer: " + how));
            // a cold sample after the first runs no counting pass (ReadTaskRunner): only there may a count be missing
            boolean uncountedCold = Temperature.COLD.label().equals(part.temperature()) && part.metric(CellField.JDBC_STATEMENTS) == null;
            if (!uncountedCold && !Objects.equals(parts.get(0).metric(CellField.JDBC_STATEMENTS), part.metric(CellField.JDBC_STATEMENTS))) {
                combined.fail("forks disagree on the statements per sample: fork 1 issued " + parts.get(0).metric(CellField.JDBC_STATEMENTS)
                        + ", fork " + fork + " issued " + part.metric(CellField.JDBC_STATEMENTS));
            }
        }
        return combined;
    }
}
