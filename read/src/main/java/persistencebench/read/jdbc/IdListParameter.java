package persistencebench.read.jdbc;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A list of ids bound as one statement parameter, so a query fetches the rows of many parents in one round trip:
 * a SQL array where the engine has them ({@code = ANY (?)} in PostgreSQL and H2), a JSON array text where it does
 * not (SQLite's {@code IN (SELECT value FROM json_each(?))}, MariaDB's {@code JSON_TABLE(?, '$[*]' ...)}); the
 * dialect's statement consumes the parameter the matching way. Close it after the query (frees the array).
 */
final class IdListParameter implements AutoCloseable {
    /** The dialects without SQL arrays, whose statements read the ids from a JSON array text. */
    private static final Set<String> JSON_DIALECTS = Set.of("sqlite", "mariadb");

    private final Array array;

    private IdListParameter(Array array) {
        this.array = array;
    }

    /** Binds {@code ids} to parameter {@code index} of {@code statement} as {@code dialect}'s statements expect. */
    static IdListParameter bind(Connection connection, PreparedStatement statement, int index, Collection<Long> ids, String dialect)
            throws SQLException {
        if (JSON_DIALECTS.contains(dialect)) {
            statement.setString(index, ids.stream().map(String::valueOf).collect(Collectors.joining(",", "[", "]")));
            return new IdListParameter(null);
        }
        Array array = connection.createArrayOf("bigint", ids.toArray());
        statement.setArray(index, array);
        return new IdListParameter(array);
    }

    @Override
    public void close() throws SQLException {
        if (array != null) {
            array.free();
        }
    }
}
