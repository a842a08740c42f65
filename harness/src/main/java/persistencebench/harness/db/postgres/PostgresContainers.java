package persistencebench.harness.db.postgres;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.postgresql.PostgreSQLContainer;
import persistencebench.harness.db.server.ServerContainer;

/**
 * The PostgreSQL container of {@code -Ddb.provider=testcontainers}: the pinned image of the embedded server's version,
 * with the settings the embedded server gets ({@link PostgresStartSettings}: the durability class, then the profile) on
 * its command line, so {@code docker inspect} shows what ran. The data lives in a volume for this run only
 * ({@link ServerContainer}): unlike {@code data/postgres} of the embedded server it is gone after the run (each run
 * loads its data).
 */
final class PostgresContainers {
    /** The embedded binaries' version ({@code postgres-binaries.version} in the parent pom): both providers run one PostgreSQL. */
    static final String IMAGE = "postgres:17.11";
    private static final String USER = "postgres";
    private static final String PASSWORD = "postgres";
    /**
     * Docker gives a container 64 MB of {@code /dev/shm}, where PostgreSQL keeps the dynamic shared memory of parallel
     * queries and index builds; a tuned {@code work_mem}/{@code maintenance_work_mem} outgrows it ("could not resize
     * shared memory segment"). On the host the embedded server has half the RAM there; 2 GB covers the tuned profile.
     */
    private static final long SHARED_MEMORY = 2L << 30;

    private PostgresContainers() {
    }

    /**
     * PostgreSQL started as {@code postgres -c name=value ...}, one pair per setting; {@code settings} is read again at
     * every (re)start, so a profile switch is a restart. The image's default command ({@code -c fsync=off}) is replaced.
     */
    static ServerContainer<PostgreSQLContainer> start(Supplier<Map<String, String>> settings) {
        return ServerContainer.start("PostgreSQL", "jdbc:postgresql://", "", "/var/lib/postgresql/data",
                PostgreSQLContainer.POSTGRESQL_PORT, () -> unstarted(settings.get()));
    }

    /** The unstarted container: {@code postgres -c name=value ...}. */
    static PostgreSQLContainer unstarted(Map<String, String> settings) {
        List<String> command = new ArrayList<>(List.of("postgres"));
        settings.forEach((name, value) -> command.addAll(List.of("-c", name + "=" + value)));
        return new PostgreSQLContainer(IMAGE)
                .withUsername(USER)
                .withPassword(PASSWORD)
                .withDatabaseName(PostgresSql.MAINTENANCE_DATABASE)
                .withSharedMemorySize(SHARED_MEMORY)
                // the module waits for a second "ready to accept connections", which a restart on existing data never logs
                .waitingFor(Wait.forListeningPort())
                .withCommand(command.toArray(String[]::new));
    }
}
