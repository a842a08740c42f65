package persistencebench.write.readback;

/** The timed read-back phases, each with the ids it asks for. */
public enum ReadBackPhase {
    POINT_UNIFORM("pointUniform", "point reads of uniform random ids") {
        @Override
        long[] ids(ReadBackPlan plan) {
            return plan.uniformIds();
        }
    },
    POINT_ZIPFIAN("pointZipfian", "point reads of zipfian ids (YCSB's scrambled zipfian, 0.99)") {
        @Override
        long[] ids(ReadBackPlan plan) {
            return plan.zipfianIds();
        }
    },
    RANGE_SCAN("rangeScan", "range scans of consecutive ids") {
        @Override
        long[] ids(ReadBackPlan plan) {
            long[] starts = plan.scanStarts();
            long[] ids = new long[starts.length * plan.scanLength()];
            for (int s = 0; s < starts.length; s++) {
                for (int i = 0; i < plan.scanLength(); i++) {
                    ids[s * plan.scanLength() + i] = starts[s] + i;
                }
            }
            return ids;
        }
    };

    private final String key;
    private final String description;

    ReadBackPhase(String key, String description) {
        this.key = key;
        this.description = description;
    }

    /** The phase's name in result files. */
    public String key() {
        return key;
    }

    public String description() {
        return description;
    }

    /** Every id whose trip the phase reads, in order (a scan's ids one after another). */
    abstract long[] ids(ReadBackPlan plan);
}
