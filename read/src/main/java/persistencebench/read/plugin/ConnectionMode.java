package persistencebench.read.plugin;

/**
 * How the threads of a {@code concurrentReads} cell reach the store: the question of the reference's readonly
 * embedded-database benchmark ("single shared connection" or "connection pool").
 */
public enum ConnectionMode {
    /** One connection, session source or storage manager that every thread uses, opened once for all thread counts. */
    SHARED("shared", false),
    /** A connection pool sized to the cell's thread count, so it is opened anew for each thread count. */
    POOL("pool", true);

    private final String label;
    private final boolean sizedToThreads;

    ConnectionMode(String label, boolean sizedToThreads) {
        this.label = label;
        this.sizedToThreads = sizedToThreads;
    }

    /** The mode in result files: {@code shared} or {@code pool}. */
    public String label() {
        return label;
    }

    /** Whether what the threads share depends on how many threads there are (a pool's size does). */
    public boolean sizedToThreads() {
        return sizedToThreads;
    }
}
