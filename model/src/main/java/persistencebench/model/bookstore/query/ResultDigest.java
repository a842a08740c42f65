package persistencebench.model.bookstore.query;

import java.util.List;

/**
 * The canonical reduction of one sample's answer (all pages, or all foreigner queries of a sample).
 *
 * @param digest {@code sha256:<64 hex>} over every row's ids and values in canonical order
 * @param count  number of top-level rows (customers, or purchases), summed over the sample's queries
 * @param rows   one key per row in canonical order, {@code <section>#<id>:<8 hex of the row's own hash>}, so
 *               {@link DigestDifference} can name the first row that differs; too bulky for result files
 */
public record ResultDigest(String digest, long count, List<String> rows) {

    public ResultDigest {
        rows = List.copyOf(rows);
    }
}
