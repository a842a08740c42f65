package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.singleops.IdleWait;

/**
 * One SQL table the trips are stored in, in one dialect: its DDL, its named statements (how a sample prepares it
 * before and empties it after, the insert, the bulk load's statements), and how the server itself proves what it
 * holds (a {@link RowDigest} in SQL), measures its size and the WAL written, and whether autovacuum is busy. All SQL
 * text is in per-dialect resources ({@code persistencebench/write/triptables/sql/<dialect>/<table>-<statement>.sql},
 * generic fallback); a subclass per stored shape names its table and the digest's columns.
 */
public abstract class SqlTripTable {
    private static final String BASE = "persistencebench/write/triptables/sql";

    private final String name;
    private final List<String> digestColumns;
    private final SqlResources sql;

    protected SqlTripTable(String name, List<String> digestColumns, String dialect) {
        this.name = name;
        this.digestColumns = List.copyOf(digestColumns);
        this.sql = SqlResources.of(SqlTripTable.class, BASE, dialect);
    }

    /** Every table of the write case, in {@code dialect}. */
    public static List<SqlTripTable> all(String dialect) {
        return List.of(new TripTable(dialect), new TripDetailsTable(dialect));
    }

    public String name() {
        return name;
    }

    /** A named statement of this table, e.g. {@code insert} or {@code copy}. */
    public String statement(String what) {
        return sql.get(name + "-" + what);
    }

    /**
     * Whether this dialect loads the table in the bulk shape: from its {@code bulk-reset} state (empty, without its key),
     * {@code bulk-begin} (e.g. {@code TRUNCATE}, so the rows need no WAL of their own under {@code wal_level=minimal}),
     * the rows, then {@code bulk-end} (e.g. the key, built once), all in the loading transaction.
     */
    public boolean hasBulkShape() {
        return sql.has(name + "-bulk-begin");
    }

    /**
     * The statements that prepare the table before each sample: {@code bulk-reset} (empty, without its key) for a load
     * in the bulk shape, {@code reset} otherwise.
     */
    public static String resetStatements(boolean bulkShape) {
        return bulkShape ? "bulk-reset" : "reset";
    }

    /** Drops and creates the table, so a run always stores into the current schema. */
    public void create(Connection connection) throws SQLException {
        execute(connection, "create");
    }

    /**
     * Runs the table's named statements {@code <table>-<what>} in order, e.g. {@code reset} (empty the table before a
     * sample), {@code bulk-begin}, {@code empty} (after a sample's proof).
     *
     * @throws IllegalStateException for {@code reset} where the table has the bulk shape: its dialect has no
     *                               {@code reset} of its own, and the generic one would leave the table keyed
     */
    public void execute(Connection connection, String what) throws SQLException {
        if (what.equals("reset") && hasBulkShape()) {
            throw new IllegalStateException("the " + name + " table loads in its bulk shape in " + sql.dialect()
                    + ": a loader prepares it with bulk-reset, not reset");
        }
        try (Statement s = connection.createStatement()) {
            for (String statement : sql.statements(name + "-" + what)) {
                try {
                    s.execute(statement);
                } catch (SQLException e) {
                    throw new SQLException("the " + name + "-" + what + " statement \"" + withoutComments(statement) + "\" failed: "
                            + e.getMessage().strip() + " (see the comment in its " + sql.dialect() + " resource)", e.getSQLState(), e);
                }
            }
        }
    }

    /**
     * What the table holds: count, hash sums and column sums of the canonical rows, computed by the server from its
     * {@code digest} statement, or, for a dialect without one (SQLite has no MD5; H2 hashes slower than Java), hashed
     * here from the canonical columns its {@code canonical} statement selects ({@link CanonicalRowsDigest}).
     */
    public RowDigest digest(Connection connection) throws SQLException {
        if (!sql.has(name + "-digest")) {
            return CanonicalRowsDigest.of(connection, statement("canonical"), digestColumns);
        }
        return single(connection, statement("digest"), rs -> {
            long[] components = new long[4 + digestColumns.size()];
            for (int i = 0; i < components.length; i++) {
                components[i] = rs.getLong(i + 1);
            }
            return RowDigest.of(digestColumns, components);
        });
    }

    /** Bytes on disk: table, indexes and out-of-line storage. */
    public long diskBytes(Connection connection) throws SQLException {
        return single(connection, statement("size"), rs -> rs.getLong(1));
    }

    /**
     * The dialect's {@code after-commit-disk} or {@code after-commit-os} statements, which bring a committed
     * transaction to where {@code durability} promises on an engine whose commit does not (H2: {@code CHECKPOINT SYNC}
     * under disk, {@code CHECKPOINT} under os); nothing for dialects without them.
     */
    public void afterCommit(Connection connection, Durability durability) throws SQLException {
        executeIfPresent(connection, "after-commit-" + durability.name().toLowerCase(Locale.ROOT));
    }

    /**
     * The dialect's {@code after-operation-disk} or {@code after-operation-os} statements, which bring a single
     * operation's commit to where {@code durability} promises on an engine whose commit does not, leaving the session
     * open for the next operation (H2: {@code CHECKPOINT SYNC} under disk, {@code CHECKPOINT} under os); nothing for
     * dialects without them.
     */
    public void afterOperation(Connection connection, Durability durability) throws SQLException {
        executeIfPresent(connection, "after-operation-" + durability.name().toLowerCase(Locale.ROOT));
    }

    /**
     * Untimed, before the single operations: the dialect's {@code quiesce} statements (what the engine's experts run so a
     * load's deferred writes are done before measuring: PostgreSQL's and H2's checkpoint, SQLite's WAL checkpoint,
     * InnoDB's dirty-page flush), then, where the dialect has {@code quiesce-pending}, polling that count until it is 0
     * (bounded by {@link IdleWait#QUIESCE_LIMIT}), then its {@code quiesce-end} statements.
     *
     * @return what it ran, or why nothing, one sentence
     */
    public String quiesce(Connection connection) throws SQLException {
        if (!sql.has("quiesce")) {
            return "nothing: the " + sql.dialect() + " dialect has no quiesce statement";
        }
        executeIfPresent(connection, "quiesce");
        String done = sql.statements("quiesce").stream().map(SqlTripTable::withoutComments).collect(Collectors.joining("; "));
        if (!sql.has("quiesce-pending")) {
            return done;
        }
        boolean idle;
        try {
            idle = IdleWait.until(() -> single(connection, sql.get("quiesce-pending"), rs -> rs.getLong(1)), IdleWait.QUIESCE_LIMIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for the quiesce of the " + sql.dialect() + " database", e);
        } finally {
            executeIfPresent(connection, "quiesce-end");
        }
        return done + (idle ? ", until \"" : ", but after " + IdleWait.QUIESCE_LIMIT.toSeconds() + " s still not \"")
                + withoutComments(sql.get("quiesce-pending")) + "\" = 0"
                + (sql.has("quiesce-end") ? "; then " + sql.statements("quiesce-end").stream().map(SqlTripTable::withoutComments)
                .collect(Collectors.joining("; ")) : "");
    }

    private void executeIfPresent(Connection connection, String name) throws SQLException {
        if (sql.has(name)) {
            try (Statement s = connection.createStatement()) {
                for (String statement : sql.statements(name)) {
                    s.execute(statement);
                }
            }
        }
    }

    /** The server's write-ahead log position, or null when the dialect has no such notion. */
    public String walPosition(Connection connection) throws SQLException {
        if (!sql.has("wal-position")) {
            return null;
        }
        return single(connection, sql.get("wal-position"), rs -> rs.getString(1));
    }

    /**
     * The server's cumulative counters the dialect reads ({@code server-counters.sql}: one row per counter, its name and
     * value), in the order read; empty when the dialect has none.
     */
    public Map<String, Long> serverCounters(Connection connection) throws SQLException {
        Map<String, Long> counters = new LinkedHashMap<>();
        if (sql.has("server-counters")) {
            try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(sql.get("server-counters"))) {
                while (rs.next()) {
                    counters.put(rs.getString(1), rs.getLong(2));
                }
            }
        }
        return counters;
    }

    /** Autovacuum workers running on the connection's database, or empty when the dialect has no autovacuum. */
    public OptionalInt autovacuumWorkers(Connection connection) throws SQLException {
        if (!sql.has("autovacuum-workers")) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(single(connection, sql.get("autovacuum-workers"), rs -> rs.getInt(1)));
    }

    /** WAL bytes written since {@code position} (from {@link #walPosition}), or null when there is none. */
    public Long walBytesSince(Connection connection, String position) throws SQLException {
        if (position == null) {
            return null;
        }
        try (PreparedStatement s = connection.prepareStatement(sql.get("wal-bytes"))) {
            s.setString(1, position);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** The first row of a one-row query, read by {@code read}. */
    private static <T> T single(Connection connection, String query, RowReader<T> read) throws SQLException {
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(query)) {
            if (!rs.next()) {
                throw new SQLException("no row from \"" + withoutComments(query) + "\"");
            }
            return read.read(rs);
        }
    }

    private interface RowReader<T> {
        T read(ResultSet row) throws SQLException;
    }

    private static String withoutComments(String statement) {
        return statement.lines().filter(line -> !line.strip().startsWith("--")).map(String::strip).collect(Collectors.joining(" "));
    }
}
