package persistencebench.whitepaper.guide;

/**
 * The axis a guide row's figure draws its contestants on: what a value is, in words with its unit, and the factor that
 * takes the row's values (milliseconds, bytes, a ratio) to that unit. Lower is better on every row, so on every axis.
 *
 * @param label  what a value on the axis is, e.g. "seconds"
 * @param factor what a row's value is multiplied by to be drawn
 */
public record ForestAxis(String label, double factor) {

    static final ForestAxis SECONDS = new ForestAxis("seconds", 1.0 / 1000);
    static final ForestAxis MILLISECONDS = new ForestAxis("milliseconds", 1);
    static final ForestAxis MILLISECONDS_PER_OPERATION = new ForestAxis("milliseconds per operation (1,000 ÷ operations per second)", 1);
    static final ForestAxis MEBIBYTES = new ForestAxis("MiB of heap", 1.0 / (1024 * 1024));
    static final ForestAxis MICROSECONDS = new ForestAxis("median latency, microseconds", 1);
    static final ForestAxis BYTES = new ForestAxis("bytes on disk per stored trip", 1);
    static final ForestAxis GROWTH = new ForestAxis("time at the largest size ÷ time at the smallest", 1);

    /** {@code value} of the row on this axis. */
    public double of(double value) {
        return value * factor;
    }
}
