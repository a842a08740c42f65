package persistencebench.harness.db;

import persistencebench.harness.cli.Credentials;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import javax.sql.DataSource;
import persistencebench.harness.measure.CpuClock;
import persistencebench.harness.measure.ProcessTreeCpuClock;
import persistencebench.harness.measure.ResidentMemory;

/**
 * Where a forked JVM finds its database: plain values (no pool, no server object) so a task file can carry them.
 * Timed work connects through {@link #directDataSource()}, which opens a new physical connection per request, so
 * the connection a sample uses is opened inside that sample's timed region.
 *
 * @param engine     the server's engine and SQL dialect, e.g. {@code postgresql}
 * @param jdbcUrl    the URL of {@code database} on the server
 * @param database   the database name
 * @param serverPid  the server's root process on this machine (its CPU is counted), or null for a remote server
 */
public record DatabaseTarget(String engine, String jdbcUrl, String database, String user, String password, Long serverPid) {

    /**
     * The target of an engine whose server did not start: it names the engine and the database of a cell that is
     * recorded as skipped, and connects nowhere.
     */
    public static DatabaseTarget unavailable(String engine, String database) {
        return new DatabaseTarget(engine, null, database, null, null, null);
    }

    /** The same target with extra driver URL parameters, e.g. {@code reWriteBatchedInserts=true}. */
    public DatabaseTarget withUrlParameters(String parameters) {
        if (parameters == null || parameters.isEmpty()) {
            return this;
        }
        return new DatabaseTarget(engine, jdbcUrl + (jdbcUrl.contains("?") ? "&" : "?") + parameters, database, user, password, serverPid);
    }

    /** A new physical connection. */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(jdbcUrl, user, password);
    }

    /** A data source without a pool: every {@code getConnection()} opens a new physical connection. */
    public DataSource directDataSource() {
        return new DirectDataSource(this);
    }

    /** The clock of the server's processes when they run on this machine, else null (a remote server's CPU is not counted). */
    public CpuClock serverCpuClock() {
        return serverPid == null ? null : new ProcessTreeCpuClock(serverPid);
    }

    /** The resident memory of the server's processes when they run on this machine, else null. */
    public ResidentMemory serverMemory() {
        return serverPid == null ? null : ResidentMemory.ofTree(serverPid);
    }

    @Override
    public String toString() {
        return "DatabaseTarget[" + engine + " " + Credentials.mask(jdbcUrl) + ", user " + user + "]";
    }
}
