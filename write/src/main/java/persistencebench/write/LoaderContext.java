package persistencebench.write;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.PostgresServers;

/**
 * What a loader factory may use: a storage directory of its own, the channel count, and data sources for
 * the benchmark database. Data sources are pools of the harness, opened on first use and closed with
 * the context.
 */
public final class LoaderContext implements AutoCloseable {
    private final Path storageDirectory;
    private final int channels;
    private final DatabaseTarget database;
    private final List<PostgresServer> opened = new ArrayList<>();

    /**
     * @param storageDirectory where an embedded store keeps its files (recreated for every iteration)
     * @param channels         storage channel count for MicroStream/EclipseStore (0 when not applicable)
     * @param database         the benchmark database, or null when the cell does not use PostgreSQL
     */
    public LoaderContext(Path storageDirectory, int channels, DatabaseTarget database) {
        this.storageDirectory = storageDirectory;
        this.channels = channels;
        this.database = database;
    }

    public Path storageDirectory() {
        return storageDirectory;
    }

    public int channels() {
        if (channels < 1) {
            throw new IllegalStateException("this cell was planned without a channel count");
        }
        return channels;
    }

    /** A pooled data source for the benchmark database. */
    public DataSource dataSource() {
        return dataSource("");
    }

    /** A pooled data source whose URL carries extra pgJDBC parameters, e.g. {@code reWriteBatchedInserts=true}. */
    public synchronized DataSource dataSource(String urlParameters) {
        if (database == null) {
            throw new IllegalStateException("this cell was planned without a database");
        }
        DatabaseTarget target = database.withUrlParameters(urlParameters);
        PostgresServer server = PostgresServers.external(target.jdbcUrl(), target.user(), target.password());
        opened.add(server);
        return server.dataSource(target.database());
    }

    @Override
    public synchronized void close() {
        opened.forEach(PostgresServer::close);
        opened.clear();
    }
}
