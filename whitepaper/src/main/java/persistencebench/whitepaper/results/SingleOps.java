package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A write cell's single operations (see {@code docs/result-files.md}, {@code singleOps}): once per cell, on the stored
 * trips, the same seeded operations for every store, each write durable per the durability class; per phase the
 * latencies of each operation kind, and whether the answers and the final state matched the CSV with the operations
 * applied. A store that cannot serve them has only {@code notServed}.
 *
 * @param operationsPerPhase operations in every phase
 * @param verified           whether the store's final state equals the expected one
 * @param notServed          why the store cannot serve them, or null
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SingleOps(Double openMillis, Integer operationsPerPhase, Boolean verified, String notServed, Phase insert, Phase find,
                        Phase update, Phase delete, Phase mixA, Phase mixB, Phase mixC) {

    /** Whether the store ran the operations (rather than saying why it cannot). */
    public boolean served() {
        return notServed == null && insert != null;
    }

    /**
     * One phase: per operation kind its latencies (microseconds; the untimed warm-up before the phases is in none), and
     * for a phase that reads whether its answers' digest matched.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Phase(ReadBack.Phase insert, ReadBack.Phase read, ReadBack.Phase update, ReadBack.Phase delete, Boolean digestOk) {
    }
}
