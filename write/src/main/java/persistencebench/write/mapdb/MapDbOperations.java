package persistencebench.write.mapdb;

import java.util.Map;
import java.util.function.Function;
import org.mapdb.DB;
import persistencebench.write.kv.KvOperations;

/**
 * A stored MapDB file opened for single operations with its variant's maker: every put and delete followed by
 * {@code DB.commit()}, MapDB's only sync without transactions (it forces the file under {@code disk}; under {@code os}
 * the maker's {@code fileSyncDisable()} makes it force nothing, as for the load).
 *
 * @param <K> the map's key class
 */
final class MapDbOperations<K> implements KvOperations {
    private final DB db;
    private final Map<K, byte[]> map;
    private final Function<byte[], K> keys;

    /** @param keys the map's key for a trip key */
    MapDbOperations(DB db, Map<K, byte[]> map, Function<byte[], K> keys) {
        this.db = db;
        this.map = map;
        this.keys = keys;
    }

    @Override
    public byte[] get(byte[] key) {
        return map.get(keys.apply(key));
    }

    @Override
    public void put(byte[] key, byte[] value) {
        map.put(keys.apply(key), value);
        db.commit();
    }

    @Override
    public void delete(byte[] key) {
        map.remove(keys.apply(key));
        db.commit();
    }

    /** MapDB 3 runs background threads only when its maker is given an executor, and this one is not. */
    @Override
    public String quiesce() {
        return "nothing: MapDB runs no background threads without an executor, and none is given";
    }

    @Override
    public void close() {
        db.close();
    }
}
