package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/** A query of the JDBC backend failed; carries the SQL state and the server's message. */
final class JdbcReadException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    JdbcReadException(String what, SQLException cause) {
        super(what + ": " + cause.getMessage() + " (SQL state " + cause.getSQLState() + ")", cause);
    }

    /** Closes {@code connection} if there is one, failing as {@code what} ("closing the connection failed"). */
    static void close(Connection connection, String what) {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                throw new JdbcReadException(what, e);
            }
        }
    }
}
