package persistencebench.model.bookstore.query;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Accumulates sections and rows into a SHA-256 digest. Every field is written as {@code <length>:<text>|}
 * (null as {@code -|}), so no choice of names can make two different rows encode alike.
 */
final class CanonicalRows {
    private final MessageDigest total = sha256();
    private final MessageDigest row = sha256();
    private final List<String> rowKeys = new ArrayList<>();
    private final StringBuilder buffer = new StringBuilder(256);
    private String section = "";
    private long count;

    /** Starts a section (a page or a query); its header is part of the digest, so empty sections count too. */
    void section(String name, Object... header) {
        section = name;
        buffer.setLength(0);
        buffer.append("S|");
        field(name);
        for (Object value : header) {
            field(value);
        }
        total.update(buffer.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Starts a top-level row (a customer or a purchase). */
    void beginRow(long id) {
        buffer.setLength(0);
        buffer.append("R|");
        field(id);
    }

    /** Appends fields to the current row. */
    void fields(Object... values) {
        for (Object value : values) {
            field(value);
        }
    }

    void endRow(long id) {
        byte[] bytes = buffer.toString().getBytes(StandardCharsets.UTF_8);
        total.update(bytes);
        byte[] own = row.digest(bytes);
        rowKeys.add(section + "#" + id + ":" + HexFormat.of().formatHex(own, 0, 4));
        count++;
    }

    ResultDigest finish() {
        return new ResultDigest("sha256:" + HexFormat.of().formatHex(total.digest()), count, rowKeys);
    }

    private void field(Object value) {
        if (value == null) {
            buffer.append("-|");
            return;
        }
        String text = value.toString();
        buffer.append(text.length()).append(':').append(text).append('|');
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform must provide SHA-256", e);
        }
    }
}
