package persistencebench.generator.bookstore.postgres;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The relational bookstore schema, from the resource {@value #RESOURCE}. The script is split at the
 * {@value #POST_LOAD_MARKER} line: tables are created before the data is copied, foreign keys, indexes and
 * statistics after it.
 */
public final class BookstoreSchema {
    public static final String RESOURCE = "bookstore/schema.sql";
    static final String POST_LOAD_MARKER = "-- @post-load";

    private final List<String> beforeLoad;
    private final List<String> afterLoad;

    private BookstoreSchema(List<String> beforeLoad, List<String> afterLoad) {
        this.beforeLoad = beforeLoad;
        this.afterLoad = afterLoad;
    }

    /** Reads the schema resource from the class path. */
    public static BookstoreSchema load() {
        try (InputStream in = BookstoreSchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the class path");
            }
            String script = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int marker = script.indexOf(POST_LOAD_MARKER);
            if (marker < 0) {
                throw new IllegalStateException(RESOURCE + " lacks the line " + POST_LOAD_MARKER);
            }
            return new BookstoreSchema(statements(script.substring(0, marker)), statements(script.substring(marker)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** Statements of a script without comments; statements end with {@code ;} at the end of a line. */
    static List<String> statements(String script) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : script.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("--")) {
                continue;
            }
            current.append(line).append('\n');
            if (trimmed.endsWith(";")) {
                String statement = current.toString().strip();
                statements.add(statement.substring(0, statement.length() - 1));
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            throw new IllegalStateException(RESOURCE + " ends with an unterminated statement: " + current.toString().strip());
        }
        return statements;
    }

    /** Creates the tables. */
    public void createTables(Connection connection) throws SQLException {
        execute(connection, beforeLoad);
    }

    /** Adds foreign keys and indexes and analyzes the tables; run after the data is loaded. */
    public void completeAfterLoad(Connection connection) throws SQLException {
        execute(connection, afterLoad);
    }

    private static void execute(Connection connection, List<String> statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }
}
