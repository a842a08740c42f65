package persistencebench.read.fork;

import java.util.Locale;

/**
 * {@code cold}: a fresh JVM per sample timing open, work and close, with the database server restarted before each
 * sample where it can be; {@code hot}: the service opened once per fork, then warm-ups and measured work-only samples.
 */
public enum Temperature {
    COLD, HOT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
