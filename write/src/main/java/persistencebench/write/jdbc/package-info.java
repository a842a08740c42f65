/**
 * Plain JDBC (pgJDBC) into PostgreSQL: the study's batched INSERT into {@code trip_details} ({@code paper}),
 * {@code COPY} ({@code tuned}) and rewritten batches ({@code rewrite}) into {@code trip}, each on one physical
 * connection opened and closed inside the timed region. May use pgJDBC, {@code write.triptables},
 * {@code model.taxi} and the write package's contract.
 */
package persistencebench.write.jdbc;
