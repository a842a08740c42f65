package persistencebench.read.jdbc;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The study's "simple mapping" rule: one object per row identity within a result, so a country referenced from
 * many states, or a purchase spread over several joined rows, becomes a single instance.
 *
 * @param <T> the entity type
 */
final class IdentityMap<T> {
    private final Map<Long, T> byId = new HashMap<>();

    /** Creates a value from the current row. */
    @FunctionalInterface
    interface RowFactory<T> {
        T create(long id) throws SQLException;
    }

    /** The object with {@code id}, created by {@code factory} from the current row the first time. */
    T get(long id, RowFactory<T> factory) throws SQLException {
        T value = byId.get(id);
        if (value == null) {
            value = factory.create(id);
            byId.put(id, value);
        }
        return value;
    }
}
