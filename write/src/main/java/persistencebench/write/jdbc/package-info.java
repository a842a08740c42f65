/**
 * Plain JDBC (pgJDBC) into PostgreSQL: the study's batched INSERT into {@code trip_details} ({@code paper}), the same
 * code with {@code reWriteBatchedInserts=true} ({@code rewrite}), and the bulk load of {@code TRUNCATE}, {@code COPY
 * ... (FREEZE)} and {@code ADD PRIMARY KEY} into {@code trip} in one transaction ({@code tuned}), each on one physical
 * connection opened and closed inside the timed region. May use pgJDBC, {@code write.triptables},
 * {@code model.taxi} and the write package's contract.
 */
package persistencebench.write.jdbc;
