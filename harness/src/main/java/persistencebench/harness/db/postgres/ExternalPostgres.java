package persistencebench.harness.db.postgres;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.UserRunServer;

/** A PostgreSQL server the user runs ({@code -Djdbc.url=...}): how its URL reads, what its refusals ask to fix, how new it must be. */
final class ExternalPostgres {
    /** {@code DROP DATABASE ... WITH (FORCE)}, which the read case uses, came with PostgreSQL 13. */
    private static final int OLDEST_MAJOR_VERSION = 13;
    static final UserRunServer.Kind KIND = new UserRunServer.Kind("PostgreSQL", "-Djdbc.url", "jdbc:postgresql://",
            "jdbc:postgresql://host[:port]/database, e.g. jdbc:postgresql://localhost:5432/postgres", PostgresSql.MAINTENANCE_DATABASE,
            Map.of("connectTimeout", "5", "loginTimeout", "10"), ExternalPostgres::hint, ExternalPostgres::checkVersion);

    private ExternalPostgres() {
    }

    /** SQLSTATE class 28 is a refused login, 3D000 a database that does not exist. */
    private static Optional<String> hint(SQLException e) {
        String sqlState = e.getSQLState();
        if (sqlState != null && sqlState.startsWith("28")) {
            return Optional.of("Check -Djdbc.user and -Djdbc.password.");
        }
        if ("3D000".equals(sqlState)) {
            return Optional.of("Create the database or name an existing one in -Djdbc.url.");
        }
        return Optional.empty();
    }

    private static void checkVersion(Connection connection, String url) throws SQLException {
        int major = connection.getMetaData().getDatabaseMajorVersion();
        if (major < OLDEST_MAJOR_VERSION) {
            throw new DatabaseUnavailableException("the PostgreSQL server at " + url + " is version " + major
                    + "; the benchmark needs " + OLDEST_MAJOR_VERSION + " or newer (it drops its databases WITH (FORCE)):"
                    + " upgrade it, or omit -Djdbc.url to use the embedded PostgreSQL.", null);
        }
    }
}
