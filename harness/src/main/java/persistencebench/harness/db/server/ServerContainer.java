package persistencebench.harness.db.server;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotModifiedException;
import com.github.dockerjava.api.model.Mount;
import com.github.dockerjava.api.model.MountType;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.JdbcDatabaseContainer;
import persistencebench.harness.db.DatabaseUnavailableException;

/**
 * A database server in a Docker container whose data outlives the container ({@code -Ddb.provider=testcontainers}). The
 * data directory is a Docker volume made for this run and labelled like Testcontainers' own resources, so its reaper
 * removes it should the JVM die before {@link #close()}. A {@link #restart()} stops the container cleanly (the server
 * writes its checkpoint), removes it and starts a new one from the factory on the same volume and the same host port:
 * the server comes back with cold caches and with whatever command line the factory builds now (another profile's
 * settings).
 * <p>
 * It has no {@linkplain #serverProcessId() server process} whose CPU a cell could count: the server runs in the Docker
 * engine's process tree (under containerd, or in a virtual machine on macOS and Windows), not below this JVM, and its
 * CPU time is not visible as a local process's.
 *
 * @param <C> the Testcontainers module class, e.g. {@code PostgreSQLContainer}
 */
public final class ServerContainer<C extends JdbcDatabaseContainer<C>> implements StartedServer {
    /** Docker's default of 10 s before SIGKILL can cut a shutdown checkpoint of a large buffer pool short. */
    private static final Duration STOP_LIMIT = Duration.ofMinutes(2);
    private static final Duration READY_LIMIT = Duration.ofMinutes(2);

    private final String server;
    private final String scheme;
    private final String urlParameters;
    private final String dataPath;
    private final int serverPort;
    private final Supplier<C> factory;
    /** What every container of the factory runs and logs in with. */
    private final String image;
    private final Login login;
    private final String volume;
    private C container;
    private Integer hostPort;

    private ServerContainer(String server, String scheme, String urlParameters, String dataPath, int serverPort, Supplier<C> factory,
                            C first) {
        this.server = server;
        this.scheme = scheme;
        this.urlParameters = urlParameters;
        this.dataPath = dataPath;
        this.serverPort = serverPort;
        this.factory = factory;
        this.image = first.getDockerImageName();
        this.login = new Login(first.getUsername(), first.getPassword());
        this.volume = "persistencebench-" + server.toLowerCase(Locale.ROOT) + "-" + UUID.randomUUID();
    }

    /**
     * Checks that a Docker engine answers, makes the data volume and starts the first container.
     *
     * @param server        the server's name for messages, e.g. {@code PostgreSQL}
     * @param scheme        how its JDBC URLs start, e.g. {@code jdbc:postgresql://}
     * @param urlParameters what its JDBC URLs end with, e.g. {@code ?sslMode=disable}, or nothing
     * @param dataPath      the image's data directory, which the volume is mounted on
     * @param serverPort    the port the server listens on inside the container
     * @param factory       a new, unstarted container with the image and command line to run now; called on every start
     * @throws DatabaseUnavailableException with one line when there is no Docker engine or the server does not start
     */
    public static <C extends JdbcDatabaseContainer<C>> ServerContainer<C> start(String server, String scheme, String urlParameters,
                                                                                String dataPath, int serverPort, Supplier<C> factory) {
        DockerCheck.require(server);
        C first = factory.get();
        ServerContainer<C> started = new ServerContainer<>(server, scheme, urlParameters, dataPath, serverPort, factory, first);
        Map<String, String> labels = new HashMap<>(DockerClientFactory.DEFAULT_LABELS);
        labels.put(DockerClientFactory.TESTCONTAINERS_SESSION_ID_LABEL, DockerClientFactory.SESSION_ID);
        try {
            docker().createVolumeCmd().withName(started.volume).withLabels(labels).exec();
        } catch (RuntimeException e) {
            throw new DatabaseUnavailableException("cannot create the Docker volume for " + server + "'s data: "
                    + DatabaseUnavailableException.rootMessage(e), e);
        }
        try {
            started.startContainer(first);
        } catch (RuntimeException e) {
            started.close();
            throw e;
        }
        return started;
    }

    @Override
    public synchronized String jdbcUrl(String database) {
        return scheme + container.getHost() + ":" + hostPort + "/" + database + urlParameters;
    }

    @Override
    public Login login() {
        return login;
    }

    @Override
    public String description() {
        return server + " in a Docker container started by the benchmark (Testcontainers, image " + image + ")";
    }

    /** Stops the container cleanly and starts a new one on the same data: cold caches and the factory's current command line. */
    @Override
    public synchronized void restart() {
        stopContainer();
        startContainer(factory.get());
    }

    /** Stops the container and removes the data volume. */
    @Override
    public synchronized void close() {
        try {
            stopContainer();
        } finally {
            docker().removeVolumeCmd(volume).exec();
        }
    }

    private void startContainer(C next) {
        next.withCreateContainerCmdModifier(cmd -> {
            List<Mount> mounts = cmd.getHostConfig().getMounts() == null ? new ArrayList<>() : new ArrayList<>(cmd.getHostConfig().getMounts());
            mounts.add(new Mount().withType(MountType.VOLUME).withSource(volume).withTarget(dataPath));
            cmd.getHostConfig().withMounts(mounts);
        });
        if (hostPort != null) {
            // the URL handed to forks stays valid across restarts, as the embedded server's port does
            next.setPortBindings(List.of(hostPort + ":" + serverPort));
        }
        try {
            next.start();
            awaitConnection(next);
            hostPort = next.getMappedPort(serverPort);
            container = next;
        } catch (RuntimeException e) {
            next.stop();
            throw new DatabaseUnavailableException("cannot start " + server + " in Docker (image " + image + "): "
                    + DatabaseUnavailableException.rootMessage(e), e);
        }
    }

    /** Ready means a connection answers: the port alone also opens while the server is still starting up. */
    @SuppressWarnings("try") // the connection is opened only to prove the server accepts one
    private void awaitConnection(C started) {
        long deadline = System.nanoTime() + READY_LIMIT.toNanos();
        while (true) {
            try (Connection ignored = started.createConnection("")) {
                return;
            } catch (SQLException e) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(server + " accepted no connection within " + READY_LIMIT.toSeconds() + " s: "
                            + e.getMessage(), e);
                }
                sleep();
            }
        }
    }

    private void stopContainer() {
        if (container == null) {
            return;
        }
        try {
            docker().stopContainerCmd(container.getContainerId()).withTimeout((int) STOP_LIMIT.toSeconds()).exec();
        } catch (NotModifiedException alreadyStopped) {
            // the server exited by itself; the container is removed all the same
        } finally {
            container.stop();
            container = null;
        }
    }

    private static DockerClient docker() {
        return DockerClientFactory.instance().client();
    }

    private static void sleep() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the server to accept connections", e);
        }
    }
}
