package persistencebench.generator.bookstore.database;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.postgresql.PGConnection;
import org.postgresql.copy.PGCopyOutputStream;

/**
 * Streams rows into one table through the dialect's {@code copy-into.sql} ({@code COPY <table> (<columns>) FROM
 * STDIN ...}) in PostgreSQL's text format: tab-separated, backslash escapes. Use one instance per table, in
 * try-with-resources; {@link #end()} completes the COPY and checks that the server took every row.
 */
final class CopyRowWriter implements RowWriter {
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final int BUFFER = 1 << 16;

    private final String table;
    private final PGCopyOutputStream copy;
    private final BufferedWriter out;
    private boolean firstField = true;
    private long rows;

    /** @param template the COPY statement with {@code {table}} and {@code {columns}} placeholders */
    CopyRowWriter(PGConnection connection, String template, String table, String... columns) throws SQLException {
        this.table = table;
        this.copy = new PGCopyOutputStream(connection,
                template.replace("{table}", table).replace("{columns}", String.join(", ", columns)), BUFFER);
        this.out = new BufferedWriter(new OutputStreamWriter(copy, StandardCharsets.UTF_8), BUFFER);
    }

    @Override
    public CopyRowWriter field(long value) {
        return raw(Long.toString(value));
    }

    @Override
    public CopyRowWriter field(BigDecimal value) {
        return raw(value.toPlainString());
    }

    @Override
    public CopyRowWriter field(LocalDateTime value) {
        return raw(TIMESTAMP.format(value));
    }

    @Override
    public CopyRowWriter field(String value) {
        StringBuilder escaped = new StringBuilder(value.length() + 8);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                default -> escaped.append(c);
            }
        }
        return raw(escaped.toString());
    }

    @Override
    public void endRow() {
        write("\n");
        firstField = true;
        rows++;
    }

    private CopyRowWriter raw(String text) {
        if (!firstField) {
            write("\t");
        }
        write(text);
        firstField = false;
        return this;
    }

    private void write(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException("COPY into " + table + " failed after " + rows + " rows", e);
        }
    }

    /** Ends the COPY. */
    @Override
    public void end() throws SQLException {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("COPY into " + table + " failed after " + rows + " rows", e);
        }
        long accepted = copy.endCopy();
        if (accepted != rows) {
            throw new IllegalStateException("COPY into " + table + " took " + accepted + " of " + rows + " rows");
        }
    }

    /** Cancels the COPY if {@link #end()} was not reached, so the connection can be rolled back. */
    @Override
    public void close() throws SQLException {
        if (copy.isActive()) {
            copy.cancelCopy();
        }
    }
}
