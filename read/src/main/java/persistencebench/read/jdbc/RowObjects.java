package persistencebench.read.jdbc;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The study's "simple mapping" rule ({@code QuerySession.getOrMapInstance}): within one query, one object per
 * (class, id), so a country referenced from many states, or a purchase spread over several joined rows, becomes a
 * single instance.
 */
final class RowObjects {
    private final Map<Class<?>, Map<Long, Object>> byClass = new HashMap<>();

    /** Creates a value from the current row. */
    @FunctionalInterface
    interface RowFactory<T> {
        T create(long id) throws SQLException;
    }

    /** The object of {@code type} with {@code id}, created by {@code factory} from the current row the first time. */
    <T> T get(Class<T> type, long id, RowFactory<T> factory) throws SQLException {
        Map<Long, Object> objects = byClass.computeIfAbsent(type, t -> new HashMap<>());
        Object value = objects.get(id);
        if (value == null) {
            value = factory.create(id);
            objects.put(id, value);
        }
        return type.cast(value);
    }

    /** The object of {@code type} with {@code id} mapped so far, or null. */
    <T> T find(Class<T> type, long id) {
        Map<Long, Object> objects = byClass.get(type);
        return objects == null ? null : type.cast(objects.get(id));
    }
}
