/**
 * The JDBC read backend ({@link persistencebench.read.jdbc.JdbcReadBackend}): the queries in plain JDBC on one
 * connection, with the study's two-statement foreigners query ({@code paper}) or a sargable one in explicit joins
 * ({@code tuned}); both page customers with the same class. The paper variant prepares each statement per call as
 * the study did, the tuned one once per connection ({@link persistencebench.read.jdbc.StatementPreparation}). Every
 * statement lives in the dialect resources {@code persistencebench/read/jdbc/sql/<dialect>/} with a {@code generic}
 * fallback; objects are mapped by position through a per-query identity map. May use JDBC, {@code model.*},
 * {@code harness.db}, {@code harness.sql}, {@code harness.backend}, the dataset's databases ({@code
 * generator.bookstore.database}), the read plug-in API {@code read.plugin} and the shared verification-pass helpers
 * of {@code read.sql}.
 */
package persistencebench.read.jdbc;
