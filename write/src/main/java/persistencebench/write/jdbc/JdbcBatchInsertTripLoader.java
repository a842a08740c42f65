package persistencebench.write.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;
import persistencebench.write.triptables.BatchUrlParameters;
import persistencebench.write.triptables.BulkLoadUrlParameters;
import persistencebench.write.triptables.SqlTripTable;
import persistencebench.write.triptables.TripTable;
import persistencebench.write.triptables.TripTableLookup;
import persistencebench.write.triptables.TripTableOperations;
import persistencebench.write.triptables.TripTableRows;

/**
 * The bulk load the embedded engines' own documentation recommends when the rows come from the application, not from
 * a file the engine reads itself: one transaction, one prepared INSERT (the table's {@code insert} statement) reused
 * for every row with typed setters, rows sent in JDBC batches of {@link #BATCH_SIZE}, in ascending id order into a
 * table keyed by that id, then one commit (forced where the engine's commit is not: H2's {@code CHECKPOINT SYNC} under
 * {@code disk}).
 * <ul>
 *   <li>H2 ("Fast Database Import": a PreparedStatement, or CSV import): the {@code BIGINT PRIMARY KEY} declared on
 *       the empty table becomes the table's own row key, so ascending ids append to one B-tree and there is no second
 *       index; a key added after the load would be a separate index. {@code CREATE TABLE ... AS SELECT} needs a
 *       source the engine reads, and H2's {@code CSVREAD} would parse the CSV with H2's reader instead of ours.</li>
 *   <li>SQLite: one transaction (a commit per row would force the journal per row), one prepared statement bound and
 *       stepped per row (xerial's {@code executeBatch} is a Java loop of one bind and one step per row, no multi-row
 *       statement), the id as {@code INTEGER PRIMARY KEY}, the rowid itself, inserted in ascending order so every row
 *       appends to the table's B-tree. The load's connection runs in a rollback journal ({@link BulkLoadUrlParameters}:
 *       {@code journal_mode=TRUNCATE}, with the durability class's {@code synchronous}), not in the tuned profile's WAL,
 *       which would write every page twice inside the commit (WAL, then checkpoint); pages appended to the file or
 *       reused from its free list have no content the journal must keep, so the rows are written once. The file
 *       returns to WAL on the profile's next connection, untimed, for the read-back and the single operations: the
 *       loaded rows are durable at the commit, and WAL serves what comes after the load, not the load itself.
 *       {@code journal_mode=OFF} and {@code synchronous=OFF} would make a crash corrupt the file, so they are not
 *       used under {@code disk}; {@code locking_mode=EXCLUSIVE} saves little for one connection.</li>
 * </ul>
 * Rows are bound by {@link TripTableRows}. On PostgreSQL the same loader is the {@code insert} step ({@link #inBulkShape}):
 * the rows of the tuned JDBC load sent as INSERT batches instead of {@code COPY}, in {@code COPY}'s transaction.
 */
public final class JdbcBatchInsertTripLoader extends JdbcTripLoader implements LookupSource, SingleOpsSource {
    /** Rows per {@code executeBatch}: large enough that the per-batch call costs nothing, small enough to stay in cache. */
    static final int BATCH_SIZE = 1000;

    /** Whether the rows go in the table's bulk shape, between its {@code bulk-begin} and {@code bulk-end}. */
    private final boolean bulkShape;

    /** The tuned loader of the in-process engines: the rows into the table keyed up front. */
    public JdbcBatchInsertTripLoader(LoaderContext context) {
        this(context, BulkLoadUrlParameters.of(context.database().engine()), false);
    }

    private JdbcBatchInsertTripLoader(LoaderContext context, String urlParameters, boolean bulkShape) {
        super(context.database(), context.durability(), new TripTable(context.database().engine()), SqlTripTable.resetStatements(bulkShape),
                context.database().withUrlParameters(urlParameters).directDataSource());
        this.bulkShape = bulkShape;
    }

    /**
     * The loader in the table's bulk shape, the tuned {@code COPY} load's transaction ({@code TRUNCATE}, the rows, the key
     * built once, the commit, from a table waiting empty and without its key), with the engine's batch URL parameters
     * (pgJDBC's {@code reWriteBatchedInserts=true}, so each batch reaches the server as multi-row INSERTs): set beside
     * {@code COPY} and Hibernate's tuned load, it shows how much of their gap is {@code COPY} against INSERT and how
     * much the ORM.
     */
    static JdbcBatchInsertTripLoader inBulkShape(LoaderContext context) {
        return new JdbcBatchInsertTripLoader(context, BatchUrlParameters.of(context.database().engine()), true);
    }

    @Override
    public void store(TripSource trips) throws Exception {
        if (bulkShape) {
            table().execute(connection(), "bulk-begin");
        }
        try (PreparedStatement insert = connection().prepareStatement(table().statement("insert"))) {
            long[] id = {0};
            trips.forEach(trip -> {
                TripTableRows.bind(insert, ++id[0], trip);
                insert.addBatch();
                if (id[0] % BATCH_SIZE == 0) {
                    insert.executeBatch();
                }
            });
            if (id[0] % BATCH_SIZE != 0) {
                insert.executeBatch();
            }
        }
        if (bulkShape) {
            table().execute(connection(), "bulk-end");
        }
        commit();
    }

    /** The same class runs other statements in the bulk shape. */
    @Override
    public String implementation() {
        return getClass().getName() + (bulkShape ? " in the bulk shape" : "");
    }

    /** The loaded trip table read by primary key, on a connection of its own. */
    @Override
    public TripLookup openLookup() throws SQLException {
        return new TripTableLookup(target().connect(), (TripTable) table());
    }

    /** The loaded trip table for single operations, on a connection of its own. */
    @Override
    public TripOperations openOperations() throws SQLException {
        return new TripTableOperations(target().connect(), (TripTable) table(), durability());
    }
}
