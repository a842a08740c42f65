/**
 * What the servers reached over a socket (PostgreSQL, MariaDB) share whatever their engine: a server in a Docker
 * container ({@link persistencebench.harness.db.server.ServerContainer}, after
 * {@link persistencebench.harness.db.server.DockerCheck} found an engine), what every server the user runs shares
 * ({@link persistencebench.harness.db.server.UserRunServer}), and for the servers the run starts itself their output
 * ({@link persistencebench.harness.db.server.ServerLog}) and their superuser's password
 * ({@link persistencebench.harness.db.server.RunPassword}). May use JDBC, Testcontainers, {@code harness.db} and
 * {@code harness.cli}; names no engine.
 */
package persistencebench.harness.db.server;
