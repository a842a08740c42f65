package persistencebench.model.taxi;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a set of rows holds, independent of their order (fairness rule 7): the row count, the sums of two
 * independent 32-bit slices of each row's MD5 hash (hex digits 1-8 and 9-16 of the hash of its
 * {@link CanonicalRow canonical text}), the count of null values, and per column a cheap sum that says which
 * column differs when the hashes do. Swapped, changed, missing or extra rows change the hash sums.
 * <p>
 * A store computes the same numbers over what it holds (SQL:
 * {@code sum(('x' || substr(md5(<text>), 1, 8))::bit(32)::bigint)} and the next 8 digits; an object store over its
 * reopened objects), Java over what the CSV reader delivered; equal digests prove equal rows. Components, in
 * {@link #componentNames()} order: {@code rows}, {@code hashSliceA}, {@code hashSliceB}, {@code nulls}, then one per
 * column. Sums use exact arithmetic. Not thread-safe.
 */
public final class RowDigest {
    private static final List<String> FIXED = List.of("rows", "hashSliceA", "hashSliceB", "nulls");

    private final List<String> columns;
    private final long[] sums;
    private final CanonicalRow row;
    private MessageDigest md5;

    /** An empty digest of rows with the given columns. */
    public RowDigest(List<String> columns) {
        this.columns = List.copyOf(columns);
        this.sums = new long[FIXED.size() + columns.size()];
        this.row = new CanonicalRow(columns.size());
    }

    /**
     * A digest computed elsewhere (e.g. by SQL), from its components in {@link #componentNames()} order.
     *
     * @throws IllegalArgumentException when the number of components does not fit the columns
     */
    public static RowDigest of(List<String> columns, long[] components) {
        RowDigest digest = new RowDigest(columns);
        if (components.length != digest.sums.length) {
            throw new IllegalArgumentException("a digest of " + columns.size() + " columns has " + digest.sums.length
                    + " components " + digest.componentNames() + ", not " + components.length);
        }
        System.arraycopy(components, 0, digest.sums, 0, components.length);
        return digest;
    }

    /** The row to fill next (the same instance, emptied); hand it to {@link #add} when every column is in. */
    public CanonicalRow row() {
        return row.clear();
    }

    /** Adds a filled row. */
    public void add(CanonicalRow filled) {
        if (filled.columns() != columns.size()) {
            throw new IllegalStateException("a row of this digest has " + columns.size() + " columns, this one " + filled.columns());
        }
        byte[] hash = md5().digest(filled.text().getBytes(StandardCharsets.UTF_8));
        sums[0] = Math.addExact(sums[0], 1);
        sums[1] = Math.addExact(sums[1], unsigned32(hash, 0));
        sums[2] = Math.addExact(sums[2], unsigned32(hash, 4));
        sums[3] = Math.addExact(sums[3], filled.nulls());
        for (int i = 0; i < columns.size(); i++) {
            sums[FIXED.size() + i] = Math.addExact(sums[FIXED.size() + i], filled.value(i));
        }
    }

    public long rows() {
        return sums[0];
    }

    /** A copy of the components, in {@link #componentNames()} order. */
    public long[] components() {
        return sums.clone();
    }

    public List<String> componentNames() {
        List<String> names = new ArrayList<>(FIXED);
        names.addAll(columns);
        return names;
    }

    /**
     * How this (actual) digest differs from {@code expected}: {@code ""} when equal, else one line naming each
     * differing component, e.g. {@code rows: 1999 instead of 2000 (-1); hashSliceA: ...; fareAmountCents: ...}.
     */
    public String describeDifference(RowDigest expected) {
        List<String> names = componentNames();
        if (!names.equals(expected.componentNames())) {
            return "the digests cover different columns: " + names + " and " + expected.componentNames();
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < sums.length; i++) {
            if (sums[i] != expected.sums[i]) {
                long delta = sums[i] - expected.sums[i];
                out.append(out.length() == 0 ? "" : "; ").append(names.get(i)).append(": ").append(sums[i]).append(" instead of ")
                        .append(expected.sums[i]).append(" (").append(delta > 0 ? "+" : "").append(delta).append(')');
            }
        }
        return out.toString();
    }

    /** A short text equal for equal row sets: count and both hash sums, e.g. {@code rows 2000, md5 sums 4a1f..., 9c03...}. */
    public String fingerprint() {
        return "rows " + sums[0] + ", md5 sums " + Long.toHexString(sums[1]) + ", " + Long.toHexString(sums[2]);
    }

    private MessageDigest md5() {
        if (md5 == null) {
            try {
                md5 = MessageDigest.getInstance("MD5");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every JDK has MD5", e);
            }
        }
        return md5;
    }

    private static long unsigned32(byte[] bytes, int offset) {
        return ((bytes[offset] & 0xFFL) << 24) | ((bytes[offset + 1] & 0xFFL) << 16) | ((bytes[offset + 2] & 0xFFL) << 8)
                | (bytes[offset + 3] & 0xFFL);
    }

    @Override
    public boolean equals(Object o) {
        return this == o || (o instanceof RowDigest other && columns.equals(other.columns) && Arrays.equals(sums, other.sums));
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sums);
    }

    @Override
    public String toString() {
        List<String> names = componentNames();
        StringBuilder out = new StringBuilder("RowDigest[");
        for (int i = 0; i < sums.length; i++) {
            out.append(i == 0 ? "" : ", ").append(names.get(i)).append('=').append(sums[i]);
        }
        return out.append(']').toString();
    }
}
