package persistencebench.harness.db.mariadb;

import java.util.OptionalLong;
import org.testcontainers.mariadb.MariaDBContainer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.db.server.ServerContainer;
import persistencebench.harness.durability.Durability;

/**
 * MariaDB in a Docker container started through Testcontainers ({@code -Ddb.provider=testcontainers}), from the image
 * of the embedded binaries' version, with the options the embedded server gets ({@link MariaDbStartOptions}) as
 * {@code mariadbd --name=value} arguments. The data lives in a volume for this run only.
 */
final class ContainerMariaDbServer extends AbstractMariaDbServer {
    private final Durability durability;
    private String profile = STUDY_PROFILE;
    private final ServerContainer<MariaDBContainer> container;

    private ContainerMariaDbServer(Durability durability) {
        this.durability = durability;
        this.container = MariaDbContainers.start(() -> MariaDbStartOptions.of(this.durability, profile()));
    }

    /**
     * Starts the container.
     *
     * @throws DatabaseUnavailableException with one line when there is no Docker engine or the server does not start
     */
    static ContainerMariaDbServer start(Durability durability) {
        return new ContainerMariaDbServer(durability);
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:mariadb://" + container.host() + ":" + container.port() + "/" + database;
    }

    @Override
    public String user() {
        return MariaDbContainers.USER;
    }

    @Override
    public String password() {
        return MariaDbContainers.PASSWORD;
    }

    @Override
    public String description() {
        return "MariaDB in a Docker container started by the benchmark (Testcontainers, image " + MariaDbContainers.IMAGE + ")";
    }

    /** Empty: the server runs in the Docker engine's process tree, not below this JVM; cells record no server CPU. */
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

    /** A new container on the same data volume and host port, with the current profile's options. */
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
