package persistencebench.write.singleops;

/**
 * The single-operation phases, run in this order on the stored trips: one kind of operation each, then YCSB's core
 * workload mixes A (50 % reads, 50 % updates), B (95 / 5) and C (reads only) on zipfian keys.
 */
public enum SingleOpsPhase {
    INSERT("insert", "insert one new trip under an id above the stored ones", -1),
    FIND("find", "find one stored trip by id (zipfian ids)", -1),
    UPDATE("update", "set the fare of one stored trip (zipfian ids)", -1),
    DELETE("delete", "delete one stored trip (distinct uniform ids)", -1),
    MIX_A("mixA", "YCSB workload A: 50 % reads, 50 % fare updates (zipfian ids)", 0.50),
    MIX_B("mixB", "YCSB workload B: 95 % reads, 5 % fare updates (zipfian ids)", 0.95),
    MIX_C("mixC", "YCSB workload C: reads only (zipfian ids)", 1.0);

    private final String key;
    private final String description;
    private final double readShare;

    SingleOpsPhase(String key, String description, double readShare) {
        this.key = key;
        this.description = description;
        this.readShare = readShare;
    }

    /** The phase's name in result files. */
    public String key() {
        return key;
    }

    public String description() {
        return description;
    }

    /** Whether the phase mixes reads and updates (YCSB's workloads), rather than running one kind of operation. */
    public boolean mix() {
        return readShare >= 0;
    }

    /** A mix's share of reads; the rest are updates. */
    double readShare() {
        return readShare;
    }
}
