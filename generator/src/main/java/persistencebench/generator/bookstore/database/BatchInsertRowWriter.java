package persistencebench.generator.bookstore.database;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDateTime;

/**
 * Writes rows through one prepared {@code INSERT INTO <table> (<columns>) VALUES (?, ...)}, sent as JDBC batches of
 * {@link #BATCH} rows: the bulk path every JDBC driver has, used for the engines without PostgreSQL's COPY. Untimed
 * (the dataset is built before any sample), so it favours portability over the last bit of speed.
 */
final class BatchInsertRowWriter implements RowWriter {
    static final int BATCH = 1000;

    private final String table;
    private final PreparedStatement insert;
    private int parameter;
    private int batched;
    private long rows;

    BatchInsertRowWriter(Connection connection, String table, String... columns) throws SQLException {
        this.table = table;
        this.insert = connection.prepareStatement("INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                + "?, ".repeat(columns.length - 1) + "?)");
    }

    @Override
    public RowWriter field(long value) {
        return set(value);
    }

    @Override
    public RowWriter field(BigDecimal value) {
        return set(value);
    }

    @Override
    public RowWriter field(LocalDateTime value) {
        return set(Timestamp.valueOf(value));
    }

    @Override
    public RowWriter field(String value) {
        return set(value);
    }

    private RowWriter set(Object value) {
        try {
            insert.setObject(++parameter, value);
        } catch (SQLException e) {
            throw new IllegalStateException("INSERT into " + table + " failed at row " + (rows + 1) + ": " + e.getMessage(), e);
        }
        return this;
    }

    @Override
    public void endRow() throws SQLException {
        insert.addBatch();
        parameter = 0;
        rows++;
        if (++batched == BATCH) {
            flush();
        }
    }

    @Override
    public void end() throws SQLException {
        flush();
    }

    private void flush() throws SQLException {
        if (batched == 0) {
            return;
        }
        int[] counts = insert.executeBatch();
        for (int count : counts) {
            if (count != 1 && count != Statement.SUCCESS_NO_INFO) {
                throw new IllegalStateException("INSERT into " + table + " stored " + count + " rows for one row of a batch");
            }
        }
        if (counts.length != batched) {
            throw new IllegalStateException("INSERT into " + table + " took " + counts.length + " of a batch of " + batched + " rows");
        }
        batched = 0;
    }

    @Override
    public void close() throws SQLException {
        insert.close();
    }
}
