/**
 * Plain JDBC: the study's batched INSERT into {@code trip_details} ({@code paper}), the same code with pgJDBC's
 * {@code reWriteBatchedInserts=true} ({@code rewrite}), and each engine's bulk load into {@code trip} in one
 * transaction ({@code tuned}: PostgreSQL's {@code TRUNCATE}, {@code COPY ... (FREEZE)} and {@code ADD PRIMARY KEY};
 * a prepared INSERT in batches on H2 and SQLite), each on one physical connection opened and closed inside the
 * timed region. May use pgJDBC, {@code harness.backend}, {@code harness.db.*}, {@code harness.durability},
 * {@code model.taxi}, the plug-in API {@code write.plugin}, the shared tables {@code write.triptables} and the
 * phases {@code write.readback} and {@code write.singleops}.
 */
package persistencebench.write.jdbc;
