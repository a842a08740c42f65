/**
 * Database servers, the contracts every module uses: the {@link persistencebench.harness.db.DatabaseEngine} descriptor
 * found by {@link java.util.ServiceLoader}, the running {@link persistencebench.harness.db.DatabaseServer} with its pools
 * for untimed work, the {@link persistencebench.harness.db.DatabaseTarget} a forked JVM connects through, the servers of
 * one run ({@link persistencebench.harness.db.DatabaseServers}) and the settings that choose them
 * ({@link persistencebench.harness.db.DatabaseSettings}: where a server comes from,
 * {@link persistencebench.harness.db.DatabaseProviderSetting}, and MariaDB's URL,
 * {@link persistencebench.harness.db.MariaDbSettings}); their one-line failures, the drivers' time limits
 * ({@link persistencebench.harness.db.DriverTimeouts}), and what every engine's code shares: valid database names and the
 * server profiles ({@link persistencebench.harness.db.ServerProfiles}). Each engine is a sub-package:
 * {@code harness.db.postgres}, {@code harness.db.mariadb}, {@code harness.db.file} (H2 and SQLite, in-process), the
 * first two with what they share in {@code harness.db.server}. May use JDBC, {@code harness.durability},
 * {@code harness.settings}, {@code harness.measure} and {@code harness.cli}; of the engines, only PostgreSQL's name (the
 * default of {@code -Ddatabases}); names no backend.
 */
package persistencebench.harness.db;
