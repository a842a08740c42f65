package persistencebench.whitepaper.results;

import java.util.Optional;

/**
 * The concurrent readers' protocol as a read result file records it ({@code environment.execution.concurrentReads},
 * {@code docs/method.md}, "The concurrent readers' protocol"), so the document states the numbers the run used.
 *
 * @param minSamples       samples a cell measures at least
 * @param maxSamples       samples a cell measures at most
 * @param lastStartBoxes   no sample starts after this many time boxes
 * @param sampleBoxDivisor a sample at one thread lasts at least this fraction (one over it) of a box
 * @param afterHotPhases   whether each fork was a contestant's hot fork continuing after its phases (false: forks of
 *                         their own, after the hot rounds, as files before that change record it by saying nothing)
 */
public record ConcurrentProtocol(int minSamples, int maxSamples, int lastStartBoxes, int sampleBoxDivisor, boolean afterHotPhases) {

    /** The protocol of {@code environment}'s run; empty for a file written before it was recorded as numbers. */
    public static Optional<ConcurrentProtocol> of(Environment environment) {
        return Optional.ofNullable(environment).flatMap(e -> e.executionPart("concurrentReads", "minSamples"))
                .map(node -> new ConcurrentProtocol(node.path("minSamples").asInt(), node.path("maxSamples").asInt(),
                        node.path("lastStartBoxes").asInt(), node.path("sampleBoxDivisor").asInt(),
                        node.path("afterHotPhases").asBoolean(false)));
    }
}
