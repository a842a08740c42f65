package persistencebench.read.jdbc;

import java.sql.SQLException;

/** A query of the JDBC backend failed; carries the SQL state and the server's message. */
final class JdbcReadException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    JdbcReadException(String what, SQLException cause) {
        super(what + ": " + cause.getMessage() + " (SQL state " + cause.getSQLState() + ")", cause);
    }
}
