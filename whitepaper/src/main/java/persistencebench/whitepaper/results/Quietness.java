package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * A result file's {@code quietness} ({@code docs/result-files.md}): how much of the machine's CPU time others took
 * while the run measured. Absent in a file whose machine showed no {@code /proc/stat}, and in older files.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Quietness(double otherCpuShare, double stealShare, double limit, int samples, double sampleSeconds,
                        String busiestCell, Double busiestCellShare, List<Double> cpuMHz) {

    public Quietness {
        cpuMHz = cpuMHz == null ? List.of() : List.copyOf(cpuMHz);
    }

    /** Others' share of the machine, the processes' and the hypervisor's together. */
    public double share() {
        return otherCpuShare + stealShare;
    }
}
