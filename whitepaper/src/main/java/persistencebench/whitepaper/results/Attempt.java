package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * One attempt at a cell whose forked JVM crashed: its number (1-based), the fork's exit code and what
 * happened. A crashed cell is retried once in a fresh JVM, so a cell carries at most two attempts.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Attempt(Integer attempt, Integer exitCode, String failure) {

    /** Whether this attempt ended in a crash (a non-zero exit or a recorded failure). */
    public boolean crashed() {
        return (exitCode != null && exitCode != 0) || failure != null;
    }
}
