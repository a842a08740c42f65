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
 * {@code jit}).
 */
public final class PlanSettings {

    private PlanSettings() {
    }

    /** The settings of {@code connection} on a server of {@code dialect}, by name. */
    public static Map<String, String> of(Connection connection, String dialect) throws SQLException {
        Map<String, String> settings = new LinkedHashMap<>();
        if (connection.isWrapperFor(PGConnection.class)) {
            settings.put("prepareThreshold", Integer.toString(connection.unwrap(PGConnection.class).getPrepareThreshold()));
        }
        SqlResources sql = SqlResources.of(PlanSettings.class, "persistencebench/read/sql", dialect);
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql.get("plan-settings"))) {
            while (rows.next()) {
                settings.put(rows.getString(1), rows.getString(2));
            }
        }
        return settings;
    }
}
