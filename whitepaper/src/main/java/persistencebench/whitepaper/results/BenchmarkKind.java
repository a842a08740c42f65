package persistencebench.whitepaper.results;

/** The two benchmarks whose result files the white paper reads. */
public enum BenchmarkKind {
    WRITE("write", "./mvnw -pl write exec:java"),
    READ("read", "./mvnw -pl read exec:java -Dsize=medium");

    /** The write phase that only parses the CSV: the floor under every store time. */
    public static final String LOAD_ONLY_PHASE = "load-only";
    /** The write phase that parses and stores the trips. */
    public static final String STORE_PHASE = "store";

    private final String id;
    private final String command;

    BenchmarkKind(String id, String command) {
        this.id = id;
        this.command = command;
    }

    /** The name used in result files ({@code benchmark}) and file names. */
    public String id() {
        return id;
    }

    /** The command that produces this kind's result file, for error messages and the document. */
    public String command() {
        return command;
    }

    /** The file name of the latest result of this kind, e.g. {@code write-latest.json}. */
    public String latestFileName() {
        return id + "-latest.json";
    }
}
