package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;

/**
 * The untimed frame every SQL loader shares: {@link #reset} prepares its table on a connection of its own (the
 * table's {@code reset} statements, or another set such as {@code bulk-reset}), waits until no autovacuum worker runs
 * ({@link AutovacuumWait}) and notes the WAL position and the server's counters; {@link #afterSample}, right after the
 * sample closes, reads the WAL written since and the counters' growth; {@link #inspect} reads back, on another new
 * connection, the server's digest of the table and its size, then empties the table so no loaded table lingers into
 * the next cell. Subclasses open, store and close with what they acquire in {@code open}, and after their
 * commit call {@link #afterCommit} (timed), which brings the commit where the durability class promises on an engine
 * whose commit does not (H2).
 */
public abstract class SqlTripLoader implements TripLoader {
    private final DatabaseTarget target;
    private final Durability durability;
    private final SqlTripTable table;
    private final String resetStatements;
    private String walBefore;
    private Map<String, Long> countersBefore = Map.of();

    /** A loader whose samples start from the table's {@code reset} statements. */
    protected SqlTripLoader(DatabaseTarget target, Durability durability, SqlTripTable table) {
        this(target, durability, table, "reset");
    }

    /** @param resetStatements the table's statements that prepare it before each sample, e.g. {@code bulk-reset} */
    protected SqlTripLoader(DatabaseTarget target, Durability durability, SqlTripTable table, String resetStatements) {
        this.target = target;
        this.durability = durability;
        this.table = table;
        this.resetStatements = resetStatements;
    }

    protected DatabaseTarget target() {
        return target;
    }

    protected SqlTripTable table() {
        return table;
    }

    /** The run's durability class, which single operations also keep ({@link TripTableOperations}). */
    protected Durability durability() {
        return durability;
    }

    /**
     * Timed, right after the commit on {@code connection}: brings it to stable storage ({@code disk}) or the OS
     * ({@code os}) where the engine's commit does not. It may end the engine's session (H2 under {@code os}), so
     * nothing but closing follows it.
     */
    protected final void afterCommit(Connection connection) throws SQLException {
        table.afterCommit(connection, durability);
    }

    @Override
    public final Map<CellField, Object> reset() throws SQLException, InterruptedException {
        try (Connection connection = target.connect()) {
            table.execute(connection, resetStatements);
            boolean quiet = AutovacuumWait.untilQuiet(() -> table.autovacuumWorkers(connection), AutovacuumWait.LIMIT);
            walBefore = table.walPosition(connection);
            countersBefore = table.serverCounters(connection);
            return quiet ? Map.of() : Map.of(CellField.AUTOVACUUM_BUSY, true);
        }
    }

    /**
     * The WAL bytes and the growth of the server's counters ({@code server-counters.sql}) since the reset: read before
     * the read-back and the single operations, whose reads and writes are no part of the load.
     */
    @Override
    public final Map<CellField, Object> afterSample() throws SQLException {
        Map<CellField, Object> metrics = new LinkedHashMap<>();
        try (Connection connection = target.connect()) {
            Long walBytes = table.walBytesSince(connection, walBefore);
            if (walBytes != null) {
                metrics.put(CellField.WAL_BYTES, walBytes);
            }
            Map<String, Long> counters = table.serverCounters(connection);
            if (!counters.isEmpty()) {
                Map<String, Long> growth = new LinkedHashMap<>();
                counters.forEach((name, value) -> growth.put(name, value - countersBefore.getOrDefault(name, 0L)));
                metrics.put(CellField.SERVER_COUNTERS, growth);
            }
        }
        return metrics;
    }

    @Override
    public final StoredTrips inspect() throws SQLException {
        try (Connection connection = target.connect()) {
            try {
                return new StoredTrips(table.digest(connection), table.diskBytes(connection));
            } finally {
                table.execute(connection, "empty");
            }
        }
    }
}
