/**
 * The servers reached over a socket (PostgreSQL, MariaDB), composed of two halves written once each:
 * {@link persistencebench.harness.db.server.ServerProvider}, how the run reaches the server, and
 * {@link persistencebench.harness.db.server.EngineSql}, what the engine's server is told and asked in SQL;
 * {@link persistencebench.harness.db.server.ProvidedServer} joins them into the
 * {@link persistencebench.harness.db.DatabaseServer} with its pools, its profile and its restarts. A server the run
 * starts is a {@link persistencebench.harness.db.server.StartedServer}: each engine's embedded server, or one in a
 * Docker container ({@link persistencebench.harness.db.server.ServerContainer}, once
 * {@link persistencebench.harness.db.server.DockerCheck} found an engine); a server the user runs is a
 * {@link persistencebench.harness.db.server.UserRunServer}. Also the started servers' helpers: their output
 * ({@link persistencebench.harness.db.server.ServerLog}), their superuser's password
 * ({@link persistencebench.harness.db.server.RunPassword}) and their port
 * ({@link persistencebench.harness.db.server.FreePort}). May use JDBC, HikariCP, Testcontainers, {@code harness.db},
 * {@code harness.durability} and {@code harness.cli}; names no engine.
 */
package persistencebench.harness.db.server;
