package persistencebench.read;

import java.util.Locale;

/**
 * {@code cold}: a fresh JVM per sample, a freshly opened storage or freshly restarted PostgreSQL, no warm-up;
 * {@code hot}: one JVM per backend and variant, warm-up iterations discarded before the measured ones.
 */
public enum Temperature {
    COLD, HOT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
