package persistencebench.whitepaper.results;

/**
 * One program run of a scaling study, as its file's {@code steps} list it.
 *
 * @param step        its name, unique in the file, e.g. {@code read-medium}
 * @param scalingCase its part of the study
 * @param size        the bookstore size of a read or wall step, null for a write step
 * @param rows        the trips of a write step, null for a bookstore step
 * @param heap        the {@code -Xmx} of its forked JVMs, null for a write step (the write program's own)
 * @param file        its program's result file, relative to the results directory; null when it wrote none
 * @param outcome     {@code measured}, {@code failed} or {@code not run}
 * @param reason      why it failed or did not run, null for a measured step
 * @param wallSeconds how long its program ran; 0 for a step kept from an interrupted study
 */
public record ScalingStep(String step, ScalingCase scalingCase, String size, Long rows, String heap, String file, String outcome,
                          String reason, long wallSeconds) {

    /** The outcome of a step whose result file is finished and verified. */
    public static final String MEASURED = "measured";

    /** Whether its result file is finished and verified. */
    public boolean measured() {
        return MEASURED.equals(outcome);
    }
}
