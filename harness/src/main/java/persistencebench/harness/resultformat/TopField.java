package persistencebench.harness.resultformat;

/** The fields at the top level of a result file. */
public enum TopField implements ResultField {
    FORMAT_VERSION("formatVersion", "the file's ResultFormat version; absent in files written before it existed (format 1)"),
    BENCHMARK("benchmark", "which program wrote the file: write or read"),
    STARTED_AT("startedAt", "when the run started, ISO-8601 UTC"),
    FINISHED_AT("finishedAt", "when the run finished, ISO-8601 UTC"),
    FINISHED("finished", "true only when the run completed"),
    STOPPED_BY("stoppedBy", "the one-line error that stopped an unfinished run"),
    INTERRUPTIONS("interruptions", "each interruption of a run continued with -Dresume"),
    VERIFICATION("verification", "whether every cell succeeded and the backends agreed, with the problems"),
    PUBLICATION("publication", "published or draft, with the reasons for a draft"),
    ENVIRONMENT("environment", "the code, machine, servers and settings that measured (EnvironmentField)"),
    DATASET("dataset", "the data every backend stored or read (DatasetField)"),
    BACKENDS("backends", "each backend with cells: label, colour, order, version, needs, its own settings and variants"),
    QUIETNESS("quietness", "how much of the machine's CPU others took during the measured samples (QuietnessField)"),
    SANITY_PAIRS("sanityPairs", "pairs of cells, or of forks of one cell, that run identical code, by cell id"),
    RESULTS("results", "the cells (CellField)");

    private final String key;
    private final String meaning;

    TopField(String key, String meaning) {
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
