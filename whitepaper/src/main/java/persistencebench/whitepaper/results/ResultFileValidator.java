package persistencebench.whitepaper.results;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Decides whether a result file may be used at all. A file is refused when the run did not finish, has no
 * environment or dataset, is malformed, or when the read backends that succeeded returned different answers;
 * a failed or unverified cell does not refuse the file (it is shown as such and never charted).
 */
public final class ResultFileValidator {

    /** All problems of {@code file}, one line each; empty when the file may be used. */
    public List<String> problems(BenchmarkKind kind, LoadedResultFile file) {
        List<String> problems = new ArrayList<>();
        if (!kind.id().equals(file.benchmark())) {
            problems.add("\"benchmark\" is " + quoted(file.benchmark()) + " but this file must hold the "
                    + quoted(kind.id()) + " benchmark");
        }
        if (!Boolean.TRUE.equals(file.finished())) {
            problems.add("unfinished: \"finished\" is " + file.finished()
                    + " — the run was interrupted or is still running");
        }
        checkStartedAt(file, problems);
        if (file.environment() == null) {
            problems.add("\"environment\" is missing, so the numbers cannot be attributed to a machine");
        }
        if (file.dataset() == null) {
            problems.add("\"dataset\" is missing, so the numbers cannot be attributed to a dataset");
        }
        if (file.results().isEmpty()) {
            problems.add("\"results\" is empty: no cell was measured");
        }
        checkDuplicates(file, problems);
        file.results().forEach(cell -> checkCell(kind, cell, problems));
        problems.addAll(new BackendSectionCheck(file.backends()).problems(file.results()));
        checkVerification(kind, file, problems);
        if (kind == BenchmarkKind.READ) {
            checkDigestsAgree(file, problems);
        }
        return problems;
    }

    private static void checkStartedAt(LoadedResultFile file, List<String> problems) {
        if (file.startedAt() == null) {
            problems.add("\"startedAt\" is missing");
            return;
        }
        try {
            Instant.parse(file.startedAt());
        } catch (DateTimeParseException e) {
            problems.add("\"startedAt\" is " + quoted(file.startedAt()) + ", not an ISO-8601 instant like 2026-11-21T10:00:00Z");
        }
    }

    /**
     * A failed verification is explained by failed or unverified cells (skipped ones explain nothing); without any,
     * the file is refused.
     */
    private static void checkVerification(BenchmarkKind kind, LoadedResultFile file, List<String> problems) {
        Verification verification = file.verification();
        if (verification == null) {
            problems.add("\"verification\" is missing: the run was never verified");
            return;
        }
        boolean explained = file.results().stream().anyMatch(cell -> CellVerdict.of(kind, cell).faulty());
        if (!Boolean.TRUE.equals(verification.ok()) && !explained) {
            String reasons = verification.problems().isEmpty() ? "no reason recorded"
                    : String.join("; ", verification.problems());
            problems.add("verification failed (verification.ok is " + verification.ok()
                    + ") although every cell succeeded: " + reasons);
        }
    }

    /** A cell id names one cell: a file with two cells of one id cannot say which one its sanity pairs mean. */
    private static void checkDuplicates(LoadedResultFile file, List<String> problems) {
        Set<String> seen = new HashSet<>();
        Stream.concat(file.results().stream().map(ResultCell::id), file.concurrentReads().stream().map(ConcurrentReadCell::id))
                .filter(Objects::nonNull).filter(id -> !seen.add(id)).distinct()
                .forEach(id -> problems.add("cell " + id + " appears more than once"));
    }

    private static void checkCell(BenchmarkKind kind, ResultCell cell, List<String> problems) {
        String name = "cell " + cell.label();
        if (isBlank(cell.id())) {
            problems.add(name + " lacks an id");
        }
        if (isBlank(cell.backend()) || isBlank(cell.variant()) || isBlank(cell.phase())) {
            problems.add(name + " lacks a backend, variant or phase");
        }
        if (kind == BenchmarkKind.READ && isBlank(cell.temperature())) {
            problems.add(name + " lacks a temperature (cold or hot)");
        }
        if (cell.failed() || cell.isSkipped()) {
            return;
        }
        if (cell.samplesMillis().isEmpty()) {
            problems.add(name + " has no measured samples (samplesMillis is empty)");
        }
        if (cell.medianMillis() == null || cell.minMillis() == null || cell.maxMillis() == null) {
            problems.add(name + " lacks medianMillis, minMillis or maxMillis");
        }
    }

    /** Backends that succeeded must agree on every phase's answer; failed cells are not compared. */
    private static void checkDigestsAgree(LoadedResultFile file, List<String> problems) {
        Map<String, Map<String, List<String>>> cellsByDigestByPhase = new TreeMap<>();
        file.results().stream().filter(c -> !c.failed() && !isBlank(c.resultDigest()) && c.phase() != null).forEach(c ->
                cellsByDigestByPhase.computeIfAbsent(c.phase(), p -> new TreeMap<>())
                        .computeIfAbsent(c.resultDigest(), d -> new ArrayList<>()).add(c.label()));
        cellsByDigestByPhase.forEach((phase, cellsByDigest) -> {
            if (cellsByDigest.size() > 1) {
                String detail = cellsByDigest.entrySet().stream()
                        .map(e -> e.getKey() + " from " + String.join(", ", e.getValue()))
                        .collect(Collectors.joining("; "));
                problems.add("backends disagree on phase " + phase + ": resultDigest differs (" + detail + ")");
            }
        });
    }

    private static boolean isBlank(String text) {
        return text == null || text.isBlank();
    }

    private static String quoted(String text) {
        return text == null ? "missing" : "\"" + text + "\"";
    }
}
