package persistencebench.write.triptables;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import persistencebench.model.taxi.CanonicalRow;
import persistencebench.model.taxi.RowDigest;

/**
 * The digest of a table whose engine has no MD5 function (SQLite) or hashes and sums slower than Java does (H2): its
 * {@code canonical} statement selects every row's canonical columns, which the engine computes (whole numbers as
 * {@link RowDigest} expects them, text as stored, SQL NULL for null), and this hashes them row by row into a
 * {@link RowDigest}, building the same canonical text the PostgreSQL digest hashes. A column's value is a number when
 * the driver returns an integer type and text when it returns a string; any other type (a real number the statement
 * forgot to round) is refused.
 */
final class CanonicalRowsDigest {

    private CanonicalRowsDigest() {
    }

    static RowDigest of(Connection connection, String canonical, List<String> columns) throws SQLException {
        RowDigest digest = new RowDigest(columns);
        try (Statement s = connection.createStatement(); ResultSet rows = s.executeQuery(canonical)) {
            if (rows.getMetaData().getColumnCount() != columns.size()) {
                throw new SQLException("the canonical statement selects " + rows.getMetaData().getColumnCount() + " columns, the digest has "
                        + columns.size() + " " + columns);
            }
            while (rows.next()) {
                CanonicalRow row = digest.row();
                for (int i = 0; i < columns.size(); i++) {
                    add(row, rows.getObject(i + 1), columns.get(i));
                }
                digest.add(row);
            }
        }
        return digest;
    }

    private static void add(CanonicalRow row, Object value, String column) throws SQLException {
        if (value == null) {
            row.number((Long) null);
        } else if (value instanceof String text) {
            row.text(text);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            row.number(((Number) value).longValue());
        } else {
            throw new SQLException("the canonical column " + column + " holds a " + value.getClass().getSimpleName() + " (" + value
                    + "); it must be a whole number, text or null");
        }
    }
}
