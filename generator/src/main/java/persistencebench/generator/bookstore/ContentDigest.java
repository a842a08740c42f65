package persistencebench.generator.bookstore;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDateTime;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.model.bookstore.BookstoreEntityType;

/**
 * Accumulates, per entity type, the number of rows and a SHA-256 over the rows fed in id order. A row is its values
 * encoded by Java type: whole numbers ({@link Long}, {@link Integer}) as 8 bytes, text as modified UTF-8, money
 * ({@link BigDecimal}) as its plain decimal text, timestamps ({@link LocalDateTime}) as ISO text. A row generated in
 * Java and the same row read back from a store (SQL columns arrive as exactly these types) therefore digest alike,
 * which is how a store proves it holds the generated dataset.
 */
public final class ContentDigest {
    private final Map<BookstoreEntityType, TypeDigest> types = new EnumMap<>(BookstoreEntityType.class);

    public ContentDigest() {
        for (BookstoreEntityType type : BookstoreEntityType.values()) {
            types.put(type, new TypeDigest());
        }
    }

    /** Adds one row of {@code type}: its id first, then its values in the type's fixed column order. */
    public void row(BookstoreEntityType type, Object... values) {
        TypeDigest digest = types.get(type);
        try {
            for (Object value : values) {
                write(digest.out, value);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        digest.rows++;
    }

    /** The counts and digests of everything fed; the instance must not be used afterwards. */
    public DatasetContent finish() {
        Map<String, Long> counts = new LinkedHashMap<>();
        Map<String, String> digests = new LinkedHashMap<>();
        types.forEach((type, digest) -> {
            counts.put(type.key(), digest.rows);
            digests.put(type.key(), digest.hex());
        });
        return new DatasetContent(counts, digests);
    }

    private static void write(DataOutputStream out, Object value) throws IOException {
        if (value instanceof Long || value instanceof Integer) {
            out.writeLong(((Number) value).longValue());
        } else if (value instanceof String text) {
            out.writeUTF(text);
        } else if (value instanceof BigDecimal money) {
            out.writeUTF(money.toPlainString());
        } else if (value instanceof LocalDateTime time) {
            out.writeUTF(time.toString());
        } else {
            throw new IllegalArgumentException("cannot digest a value of type " + (value == null ? "null" : value.getClass().getName()));
        }
    }

    /** One type's row count and running SHA-256. */
    private static final class TypeDigest {
        private final MessageDigest sha256 = sha256();
        private final DataOutputStream out = new DataOutputStream(
                new BufferedOutputStream(new DigestOutputStream(OutputStream.nullOutputStream(), sha256), 1 << 14));
        private long rows;

        String hex() {
            try {
                out.flush();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return HexFormat.of().formatHex(sha256.digest());
        }
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK must provide SHA-256", e);
        }
    }
}
