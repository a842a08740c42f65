package persistencebench.read.fork;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import persistencebench.read.plugin.QueryPhase;

/**
 * {@code cold}: a fresh JVM per sample timing open, work and close, with the database server restarted before each
 * sample where it can be; {@code hot}: the service opened once per fork, then warm-ups and measured work-only samples.
 */
public enum Temperature {
    COLD, HOT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The phases measured at this temperature, in order: every phase hot, those {@link QueryPhase#measuredCold()} cold. */
    public List<QueryPhase> phases() {
        return Arrays.stream(QueryPhase.values()).filter(phase -> this == HOT || phase.measuredCold()).toList();
    }
}
