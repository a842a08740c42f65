package persistencebench.harness.resultformat;

/**
 * The fields of a scaling study's result file ({@code results/scaling-latest.json}, {@code docs/result-files.md},
 * "The scaling file") beyond those it shares with the other files: its top level keeps {@link TopField}'s
 * {@code formatVersion}, {@code benchmark}, {@code startedAt}, {@code finishedAt}, {@code finished},
 * {@code environment} and {@code publication}; a point keeps {@link CellField}'s names for what it copies from a cell.
 */
public enum ScalingField implements ResultField {
    STEPS("steps", "each program the study ran: its case, dataset size or trips, heap, result file and outcome"),
    POINTS("points", "one per cell of every step's result file: the cell's figures with its step's size"),
    MEMORY_WALL("memoryWall", "per object-graph variant and heap: the largest bookstore it answered and what happened beyond"),
    STEP("step", "the step's name, unique in the file, e.g. read-medium, write-1000000, wall-1g-large"),
    CASE("case", "read (the bookstore across sizes), write (trips across counts) or wall (object graphs in a fixed heap)"),
    SIZE("size", "read and wall: the bookstore size"),
    ROWS("rows", "write: the trips the step stored"),
    SCALE("scale", "the point's dataset size as a number: purchases of the bookstore, or trips"),
    HEAP("heap", "the maximum heap (-Xmx) of the step's forked JVMs"),
    FILE("file", "the step's own result file, relative to the results directory"),
    OUTCOME("outcome", "measured, failed (the program ended with failed cells or problems) or not run (why in reason)"),
    REASON("reason", "why the step did not measure, or why it failed, one line"),
    WALL_SECONDS("wallSeconds", "how long the step's program ran, in seconds"),
    STORES("stores", "read and wall: the step's dataset.storeFacts, each store's build time and bytes on disk"),
    BYTES_PER_ROW("bytesPerRow", "write: diskBytes over rowsStored"),
    LARGEST_ANSWERED("largestAnswered", "wall: the largest size at which every cell of the variant answered, or null"),
    FIRST_FAILED("firstFailed", "wall: the smallest measured size beyond it at which a cell failed (its failure says why), or null"),
    DECIDED_BY("decidedBy", "wall: the steps whose cells decided the entry, wall steps or, at the read part's heap, read steps");

    private final String key;
    private final String meaning;

    ScalingField(String key, String meaning) {
        this.key = key;
        this.meaning = meaning;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String meaning() {
        return meaning;
    }
}
