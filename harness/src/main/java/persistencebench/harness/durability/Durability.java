package persistencebench.harness.durability;

import java.util.Locale;

/**
 * The durability class of a run ({@code -Ddurability}, fairness rule 2), equal for every backend and recorded in
 * every cell. Each backend maps it onto its own switches: PostgreSQL's {@code fsync}, the loaders' forcing of
 * storage files MicroStream and EclipseStore never force themselves, SQLite's {@code synchronous}, ...
 */
public enum Durability {
    /** When a sample's timer stops, every backend's data is on disk: servers fsync, file stores are forced. */
    DISK("when the timer stops the data is on disk (PostgreSQL fsync on; storage files forced)"),
    /** Nobody forces: a commit reaches the operating system's page cache (PostgreSQL fsync off). */
    OS("nobody forces: a commit reaches the operating system's page cache (PostgreSQL fsync off)");

    /**
     * What a cell of a store that persists nothing (the in-memory map, the load-only baseline) records instead of the
     * run's class: such a cell is a floor, never a contestant (fairness rule 10).
     */
    public static final String NONE = "none";

    private final String meaning;

    Durability(String meaning) {
        this.meaning = meaning;
    }

    /** The name in settings and result files: {@code disk} or {@code os}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** One sentence for help texts and the white paper. */
    public String meaning() {
        return meaning;
    }

    /** Whether loaders must force files the store does not force itself. */
    public boolean forcesFiles() {
        return this == DISK;
    }

    public static Durability parse(String label) {
        return valueOf(label.trim().toUpperCase(Locale.ROOT));
    }
}
