package persistencebench.write.jdbc;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.triptables.BatchUrlParameters;

/**
 * Plain JDBC into the benchmark's database: the study's batches ({@code paper}), the same batches with pgJDBC's
 * rewrite flag alone ({@code rewrite}, PostgreSQL only), each engine's expert bulk load ({@code tuned}: COPY on
 * PostgreSQL, a prepared INSERT in batches in one transaction on the in-process H2 and SQLite), and the tuned load's
 * rows as INSERT batches in COPY's transaction ({@code insert}, PostgreSQL only). {@code paper} and {@code rewrite} run on
 * the study's server profile, {@code tuned} and {@code insert} on the expert's.
 */
public final class JdbcBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("jdbc", "JDBC", "#e69f00", 30, "org.postgresql.Driver",
            Set.of(BackendDescriptor.Need.DATABASE));
    /** No JDBC loader holds more than a batch or a buffer. */
    private static final List<String> HEAP = List.of("-Xmx1g");
    /**
     * The tuned loaders also hold no more than a buffer, but H2 keeps its page cache in the loading JVM's heap, and its
     * tuned profile gives it 2 GB like PostgreSQL's shared_buffers: every database's tuned cell gets the same 3 GB.
     */
    static final List<String> TUNED_HEAP = List.of("-Xmx3g");

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                new Variant<>("paper", VariantKind.PAPER, "the study's INSERT into its trip_details table (UUID text key, float4"
                        + " amounts) on one connection, autocommit off, setObject for every parameter, executeBatch every 1,000 rows"
                        + " with the last partial batch flushed (the study lost it), one commit, on the study's server defaults (on MariaDB,"
                        + " Connector/J already sends each batch as one bulk command; pgJDBC sends one INSERT per row)", HEAP,
                        LoaderFactory.of(TripShape.TRIP_DETAILS, JdbcPaperTripLoader::new)),
                new Variant<>("rewrite", VariantKind.STEP, "the paper loader unchanged (trip_details, setObject, batches of 1,000, one"
                        + " commit, the study's server defaults) with only pgJDBC's reWriteBatchedInserts=true added to its URL, which"
                        + " sends each batch as multi-row INSERTs: the effect of that one driver flag alone", HEAP,
                        LoaderFactory.on(Set.of(PostgresEngine.NAME), TripShape.TRIP_DETAILS,
                                context -> new JdbcPaperTripLoader(context, BatchUrlParameters.of(PostgresEngine.NAME)))),
                new Variant<>("tuned", VariantKind.TUNED, "each engine's bulk-load recipe on its tuned profile. PostgreSQL, in one"
                        + " transaction: TRUNCATE trip, COPY trip FROM STDIN (FREEZE) through pgJDBC's CopyManager in 256 KB buffers,"
                        + " then ADD PRIMARY KEY (the key built once by sorting instead of maintained per row), COMMIT; because the table"
                        + " is truncated in the loading transaction, FREEZE stores the rows already frozen and wal_level=minimal lets"
                        + " the server skip the WAL for it and fsync it at commit instead, so the load is still durable. H2 and SQLite"
                        + " (in-process): one prepared INSERT with typed setters in batches of 1,000, ascending ids into a table whose"
                        + " key is its row key (H2's BIGINT PRIMARY KEY, SQLite's INTEGER PRIMARY KEY rowid), one transaction, COMMIT"
                        + " (H2 then CHECKPOINT SYNC under durability disk; SQLite's loading connection in a rollback journal,"
                        + " journal_mode=TRUNCATE, instead of the profile's WAL, which the file returns to, untimed, for the"
                        + " read-back and the single operations). MariaDB: one LOAD DATA LOCAL INFILE streamed from the"
                        + " parsed trips (Connector/J's setLocalInfileInputStream) into the InnoDB trip table keyed up front, rows in"
                        + " key order, one transaction, COMMIT (durable through the redo log)", TUNED_HEAP,
                        LoaderFactory.of(TripShape.TRIP, JdbcTunedLoaders::create)),
                new Variant<>("insert", VariantKind.STEP, "the tuned PostgreSQL load with INSERT instead of COPY: the same table,"
                        + " server profile and transaction (TRUNCATE trip, the rows, ADD PRIMARY KEY, COMMIT, so wal_level=minimal"
                        + " spares the rows their WAL), the rows sent as one prepared INSERT with typed setters in batches of 1,000"
                        + " over pgJDBC's reWriteBatchedInserts=true (multi-row INSERTs; unlike COPY (FREEZE), the rows are left unfrozen,"
                        + " so their hint bits and a later freeze fall to the untimed proof and vacuum): set beside COPY and Hibernate's tuned load,"
                        + " how much of their gap is COPY against INSERT and how much the ORM", TUNED_HEAP,
                        LoaderFactory.on(Set.of(PostgresEngine.NAME), TripShape.TRIP, JdbcBatchInsertTripLoader::inBulkShape),
                        DatabaseServer.TUNED_PROFILE));
    }
}
