package persistencebench.write.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import javax.sql.DataSource;
import persistencebench.model.trip.Trip;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripConsumer;
import persistencebench.write.TripLoader;
import persistencebench.write.TripSource;
import persistencebench.write.sql.TripTable;

/**
 * Plain JDBC as the paper did it, with its bug fixed: one prepared INSERT, batches of {@code batchSize},
 * autocommit off and one commit at the end, and the last partial batch flushed (the original dropped it,
 * losing 515 rows). With a data source whose URL says {@code reWriteBatchedInserts=true} the same code
 * becomes the {@code rewrite} variant: pgJDBC then sends each batch as multi-row INSERTs.
 */
public final class JdbcBatchTripLoader implements TripLoader {
    private final DataSource dataSource;
    private final int batchSize;

    public JdbcBatchTripLoader(DataSource dataSource, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be positive, was " + batchSize);
        }
        this.dataSource = dataSource;
        this.batchSize = batchSize;
    }

    @Override
    public void reset() throws SQLException {
        TripTable.empty(dataSource);
    }

    @Override
    public void load(TripSource trips) throws Exception {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement insert = connection.prepareStatement(TripTable.INSERT)) {
                BatchWriter writer = new BatchWriter(insert);
                trips.forEach(writer);
                writer.flush();
            }
            connection.commit();
        }
    }

    @Override
    public StoredTrips inspect() throws SQLException {
        return TripTable.inspect(dataSource);
    }

    /** Adds each trip to the batch and executes it every {@code batchSize} trips. */
    private final class BatchWriter implements TripConsumer {
        private final PreparedStatement insert;
        private long id;
        private int pending;

        BatchWriter(PreparedStatement insert) {
            this.insert = insert;
        }

        @Override
        public void accept(Trip trip) throws SQLException {
            TripParameters.bind(insert, ++id, trip);
            insert.addBatch();
            if (++pending == batchSize) {
                flush();
            }
        }

        void flush() throws SQLException {
            if (pending > 0) {
                insert.executeBatch();
                pending = 0;
            }
        }
    }
}
