package persistencebench.write.plugin;

import java.nio.file.Path;
import java.util.Map;
import persistencebench.harness.resultformat.CellField;

/**
 * One backend's write path in one variant, in the style of YCSB's {@code DB}: persistence code only, the harness
 * times it. Per sample: {@link #reset} untimed; {@link #open}, {@link #store} and {@link #close} timed back to back,
 * from nothing open to everything closed and durable; {@link #inspect} untimed. One instance serves every sample
 * of its cell in a forked JVM; neither its constructor nor {@link #reset} opens anything a timed part uses.
 */
public interface TripLoader {

    /**
     * Untimed: empties the store (a fresh directory, an emptied table) with resources of its own, released again, and
     * waits (bounded) until the store's background work has stopped, so none is charged to the sample.
     *
     * @return what the cell must record about the conditions the sample starts in, e.g.
     *         {@link CellField#AUTOVACUUM_BUSY} when background work still ran after the bounded wait; empty when there
     *         is nothing to report
     */
    Map<CellField, Object> reset() throws Exception;

    /** Timed: acquires what storing needs (starts the storage manager, bootstraps the ORM, connects). */
    void open() throws Exception;

    /** Timed: parses, maps and stores every trip {@code trips} delivers, up to and including the last commit. */
    void store(TripSource trips) throws Exception;

    /**
     * Timed: makes the stored trips durable where the store does not (forcing files under {@code -Ddurability=disk})
     * and releases everything {@link #open} acquired.
     */
    void close() throws Exception;

    /**
     * Untimed: what is really stored, read back independently of the objects the writer held (a storage reopened by
     * a new manager, SQL on a new connection): its digest, its size on disk and the WAL the sample wrote.
     *
     * @throws persistencebench.harness.measure.VerificationException when the stored shape itself is wrong
     */
    StoredTrips inspect() throws Exception;

    /**
     * The directory of the store's files when the same trips stored alike make them the same byte for byte (a flat
     * file), or null. Where it is not null, a later fork whose files equal, by SHA-256, those the cell's first fork proved
     * is proven by that, without reading every trip back again (docs/method.md, "What the main job measures").
     */
    default Path reproducibleFiles() {
        return null;
    }

    /**
     * Untimed, right after a measured sample's close, before its read-back or single operations touch the store: what
     * the store's server counted during the sample (its WAL bytes, its cache misses and bytes written), as metrics for
     * the cell; empty for a store without a server's counters.
     */
    default Map<CellField, Object> afterSample() throws Exception {
        return Map.of();
    }

    /** Untimed, after every sample: releases whatever an aborted open or store left open; nothing after a clean close. */
    default void release() throws Exception {
    }

    /**
     * Whether anything the loader stores survives the JVM. A loader that persists nothing (the load-only baseline, the
     * in-memory map) is a floor, not a contestant: its cells record the durability {@code none} instead of the run's class.
     */
    default boolean persists() {
        return true;
    }

    /**
     * The code this loader runs, for the result file's sanity pairs (cells running identical code must agree): its
     * class, plus whatever setting makes the same class run other code.
     */
    default String implementation() {
        return getClass().getName();
    }
}
