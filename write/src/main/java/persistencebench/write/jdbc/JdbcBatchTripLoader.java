package persistencebench.write.jdbc;

import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.triptables.TripTable;

/**
 * Batched INSERTs into the {@code trip} table over a connection whose URL says {@code reWriteBatchedInserts=true}:
 * pgJDBC then sends each batch of 1,000 as multi-row INSERT statements instead of one statement per row. One
 * transaction, the last partial batch flushed.
 */
public final class JdbcBatchTripLoader extends JdbcTripLoader {
    static final int BATCH_SIZE = 1000;
    static final String REWRITE = "reWriteBatchedInserts=true";

    public JdbcBatchTripLoader(LoaderContext context) {
        super(context.database(), new TripTable(context.database().engine()),
                context.database().withUrlParameters(REWRITE).directDataSource());
    }

    @Override
    public void store(TripSource trips) throws Exception {
        insertInBatches(trips, BATCH_SIZE, TripParameters::bind);
    }
}
