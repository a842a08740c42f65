package persistencebench.harness.measure;

/**
 * One measured sample: its total and its parts in milliseconds, and what it cost. Parts a sample does not have
 * are null (a hot read sample has no open and close; a run without a server has no server CPU).
 *
 * @param openMillis      open part, or null
 * @param workMillis      work part
 * @param closeMillis     close part, or null
 * @param cpuMillis       CPU time of this JVM during the sample (the untimed heap measurement excluded)
 * @param serverCpuMillis CPU time of the database server's processes during the sample, or null
 * @param liveHeapBytes   heap in use after a forced GC at the end of the sample (after close), or null when not read (only
 *                        a fork's last measured sample reads it)
 * @param residentBytes   this JVM's resident memory ({@link ResidentMemory}) right after that GC, or null when not measured
 *                        or not readable
 * @param serverResidentBytes the database server's processes' resident memory at the same point, or null
 * @param jvm             what the JVM did from open to close (GC, JIT, heap growth), or null when not measured
 * @param machine         what the rest of the machine did meanwhile ({@link MachineActivity}), or null when not measured
 *                        or not readable
 */
public record Sample(Double openMillis, double workMillis, Double closeMillis, double cpuMillis, Double serverCpuMillis,
                     Long liveHeapBytes, Long residentBytes, Long serverResidentBytes, JvmActivity jvm,
                     MachineActivity machine) {

    /** open + work + close: the sample's time from nothing open to everything closed. */
    public double totalMillis() {
        return (openMillis == null ? 0 : openMillis) + workMillis + (closeMillis == null ? 0 : closeMillis);
    }
}
