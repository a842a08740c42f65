package persistencebench.harness.resultformat;

/**
 * The fields of a result file's {@link TopField#QUIETNESS quietness}: how much of the machine's CPU time others took
 * while the run measured, summed over every measured sample of every cell.
 */
public enum QuietnessField implements ResultField {
    OTHER_CPU_SHARE("otherCpuShare", "CPU time of processes outside the run over the samples' time (between readings enclosing each) times the CPUs"),
    STEAL_SHARE("stealShare", "time the hypervisor took from the machine's CPUs, over the same"),
    LIMIT("limit", "the largest otherCpuShare + stealShare a published run may have"),
    SAMPLES("samples", "the measured samples the shares are over"),
    SAMPLE_SECONDS("sampleSeconds", "their summed time between the readings enclosing each"),
    BUSIEST_CELL("busiestCell", "the id of the cell whose samples others took the largest share of"),
    BUSIEST_CELL_SHARE("busiestCellShare", "that cell's otherCpuShare + stealShare"),
    CPU_MHZ("cpuMHz", "the lowest and highest CPU clock the machine reported at a sample's end, where it reports one");

    private final String key;
    private final String meaning;

    QuietnessField(String key, String meaning) {
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
