package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.Attempt;
import persistencebench.whitepaper.results.CellVerdict;
import persistencebench.whitepaper.results.ResultCell;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the document says about a cell that failed, could not be verified, was skipped or crashed and was retried:
 * "FAILED: crashed twice: exit 134 (SIGSEGV in a compiler thread)", "UNVERIFIED: stored 485 rows ...",
 * "skipped: no server ...".
 */
public final class CellFailureText {

    private CellFailureText() {
    }

    /** The text for a cell that may not be charted, e.g. "FAILED: ..."; empty for a chartable cell. */
    public static String of(ResultCell cell, CellVerdict verdict) {
        return switch (verdict.status()) {
            case OK -> "";
            case UNVERIFIED -> "UNVERIFIED: " + MachinePaths.redact(verdict.reason());
            case SKIPPED -> "skipped: " + MachinePaths.redact(verdict.reason());
            case FAILED -> "FAILED: " + failure(cell, verdict.reason());
        };
    }

    /** For a cell that succeeded after its forked JVM crashed: "crashed once, then passed on attempt 2: exit 137 (...)". */
    public static Optional<String> retry(ResultCell cell) {
        List<Attempt> crashes = cell.attempts().stream().filter(Attempt::crashed).toList();
        if (cell.failed() || cell.isSkipped() || crashes.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("crashed " + times(crashes.size()) + ", then passed on attempt " + (crashes.size() + 1)
                + ": " + exits(crashes));
    }

    private static String failure(ResultCell cell, String reason) {
        List<Attempt> crashes = cell.attempts().stream().filter(Attempt::crashed).toList();
        String redacted = MachinePaths.redact(reason);
        if (crashes.isEmpty()) {
            return redacted;
        }
        String crashed = "crashed " + times(crashes.size()) + ": " + exits(crashes);
        return crashed.contains(redacted) ? crashed : crashed + " — " + redacted;
    }

    private static String exits(List<Attempt> crashes) {
        Set<String> exits = new LinkedHashSet<>();
        for (Attempt attempt : crashes) {
            String exit = attempt.exitCode() == null ? "no exit code" : "exit " + attempt.exitCode();
            exits.add(attempt.failure() == null ? exit : exit + " (" + MachinePaths.redact(attempt.failure()) + ")");
        }
        return String.join("; ", exits);
    }

    private static String times(int count) {
        return switch (count) {
            case 1 -> "once";
            case 2 -> "twice";
            default -> count + " times";
        };
    }
}
