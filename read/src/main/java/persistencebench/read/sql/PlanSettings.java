package persistencebench.read.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.postgresql.PGConnection;
import persistencebench.harness.sql.SqlResources;

/**
 * What decides how a connection's statements are planned, read from the connection as found: the driver's
 * {@code prepareThreshold} (after that many executions pgJDBC prepares a statement on the server, whose plan the server
 * may then reuse) and the server settings of the dialect's {@code plan-settings.sql} (PostgreSQL: {@code plan_cache_mode},
 * {@code jit}); and on PostgreSQL 14 or later, per statement prepared on the server on this connection, how many of its
 * executions so far ran on custom and on generic plans ({@code prepared-plans.sql}).
 */
public final class PlanSettings {

    /** The PostgreSQL release whose {@code pg_prepared_statements} first counts custom and generic plans. */
    private static final int PLAN_COUNTS_SINCE = 14;

    private PlanSettings() {
    }

    /** The settings of {@code connection} on a server of {@code dialect}, by name. */
    public static Map<String, String> of(Connection connection, String dialect) throws SQLException {
        Map<String, String> settings = new LinkedHashMap<>();
        if (connection.isWrapperFor(PGConnection.class)) {
            settings.put("prepareThreshold", Integer.toString(connection.unwrap(PGConnection.class).getPrepareThreshold()));
        }
        SqlResources sql = SqlResources.of(PlanSettings.class, "persistencebench/read/sql", dialect);
        read(connection, sql.get("plan-settings"), settings);
        if (connection.isWrapperFor(PGConnection.class) && connection.getMetaData().getDatabaseMajorVersion() >= PLAN_COUNTS_SINCE) {
            read(connection, sql.get("prepared-plans"), settings);
        }
        return settings;
    }

    private static void read(Connection connection, String query, Map<String, String> settings) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(query)) {
            while (rows.next()) {
                settings.put(rows.getString(1), rows.getString(2));
            }
        }
    }
}
