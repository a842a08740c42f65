/**
 * What the SQL read backends share for their untimed verification pass: a
 * {@link persistencebench.read.sql.StatementRecorder} that counts the statements a pass executes and has the
 * database explain its first queries, and the {@link persistencebench.read.sql.PlanSettings} of a connection; and
 * the HikariCP pools both read with ({@link persistencebench.read.sql.ConnectionPools}). Statement text comes from
 * the dialect resources {@code persistencebench/read/sql/<dialect>/} with a {@code generic} fallback. Names no
 * backend. May use JDBC, HikariCP, the PostgreSQL driver's connection interface, {@code harness.db} and
 * {@code harness.sql}.
 */
package persistencebench.read.sql;
