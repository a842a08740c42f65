package persistencebench.generator.bookstore.database;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDateTime;
import javax.sql.DataSource;
import persistencebench.generator.bookstore.ContentDigest;
import persistencebench.generator.bookstore.DatasetContent;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.BookstoreEntityType;

/**
 * Reads back what a bookstore database holds: every table in id order through its {@code content-<table>.sql},
 * each column as the Java type the generator digested (whole numbers as {@link Long}, money as {@link BigDecimal},
 * timestamps as {@link LocalDateTime}, text as {@link String}), into a {@link ContentDigest}.
 */
final class DatabaseContent {
    private static final int FETCH_SIZE = 10_000;

    private DatabaseContent() {
    }

    static DatasetContent read(DataSource dataSource, SqlResources sql) {
        ContentDigest digest = new ContentDigest();
        try (Connection c = dataSource.getConnection()) {
            // a fetch size only streams inside a transaction; the rows are read, never changed
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.setFetchSize(FETCH_SIZE);
                for (BookstoreEntityType type : BookstoreEntityType.values()) {
                    try (ResultSet rs = s.executeQuery(sql.get("content-" + type.key()))) {
                        readRows(type, rs, digest);
                    }
                }
            } finally {
                c.rollback();
                c.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the bookstore tables back: " + e.getMessage(), e);
        }
        return digest.finish();
    }

    private static void readRows(BookstoreEntityType type, ResultSet rs, ContentDigest digest) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        Object[] row = new Object[meta.getColumnCount()];
        while (rs.next()) {
            for (int i = 0; i < row.length; i++) {
                row[i] = value(rs, i + 1, meta.getColumnType(i + 1));
            }
            digest.row(type, row);
        }
    }

    private static Object value(ResultSet rs, int column, int sqlType) throws SQLException {
        return switch (sqlType) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> rs.getLong(column);
            case Types.NUMERIC, Types.DECIMAL -> rs.getBigDecimal(column);
            case Types.TIMESTAMP -> rs.getObject(column, LocalDateTime.class);
            default -> rs.getString(column);
        };
    }
}
