package persistencebench.harness.db.postgres;

import java.util.OptionalLong;
import org.testcontainers.postgresql.PostgreSQLContainer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.db.server.ServerContainer;
import persistencebench.harness.durability.Durability;

/**
 * PostgreSQL in a Docker container started through Testcontainers ({@code -Ddb.provider=testcontainers}), from the
 * image of the embedded server's version, with the settings the embedded server gets ({@link PostgresStartSettings}:
 * the durability class, then the profile) as {@code postgres -c name=value} arguments. The data lives in a volume for
 * this run only: unlike {@code data/postgres} of the embedded server it is gone after the run (each run loads its data).
 */
final class ContainerPostgresServer extends AbstractPostgresServer {
    private final Durability durability;
    private String profile = STUDY_PROFILE;
    private final ServerContainer<PostgreSQLContainer> container;

    private ContainerPostgresServer(Durability durability) {
        this.durability = durability;
        this.container = PostgresContainers.start(() -> PostgresStartSettings.of(this.durability, profile()));
    }

    /**
     * Starts the container.
     *
     * @throws DatabaseUnavailableException with one line when there is no Docker engine or the server does not start
     */
    static ContainerPostgresServer start(Durability durability) {
        return new ContainerPostgresServer(durability);
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://" + container.host() + ":" + container.port() + "/" + database;
    }

    @Override
    public String user() {
        return PostgresContainers.USER;
    }

    @Override
    public String password() {
        return PostgresContainers.PASSWORD;
    }

    @Override
    public String description() {
        return "PostgreSQL in a Docker container started by the benchmark (Testcontainers, image " + PostgresContainers.IMAGE + ")";
    }

    /**
     * Empty: the server runs in the Docker engine's process tree (under containerd, or in a virtual machine on macOS and
     * Windows), not below this JVM, and its CPU time is not visible as a local process's; cells record no server CPU.
     */
    @Override
    public OptionalLong serverProcessId() {
        return OptionalLong.empty();
    }

    @Override
    public boolean restartable() {
        return true;
    }

    @Override
    public synchronized void useProfile(String name) {
        ServerProfiles.settings(engine(), name);
        if (!name.equals(profile)) {
            profile = name;
            restart();
        }
    }

    @Override
    public synchronized String profile() {
        return profile;
    }

    /** A new container on the same data volume and host port, with the current profile's command line. */
    @Override
    public synchronized void restart() {
        closePools();
        container.restart();
    }

    @Override
    public synchronized void close() {
        closePools();
        container.close();
    }
}
