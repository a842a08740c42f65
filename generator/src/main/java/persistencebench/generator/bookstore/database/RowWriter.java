package persistencebench.generator.bookstore.database;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDateTime;

/**
 * Writes the rows of one table in column order: fields, then {@link #endRow()}, and {@link #end()} once every row is
 * in (which checks that the database took them all). One instance per table, in try-with-resources: closing without
 * {@link #end()} abandons what was sent, so the loader's transaction can be rolled back.
 */
interface RowWriter extends AutoCloseable {

    RowWriter field(long value);

    RowWriter field(BigDecimal value);

    RowWriter field(LocalDateTime value);

    RowWriter field(String value);

    void endRow() throws SQLException;

    /**
     * Sends what is still buffered.
     *
     * @throws IllegalStateException if the database did not take every row written
     */
    void end() throws SQLException;

    @Override
    void close() throws SQLException;
}
