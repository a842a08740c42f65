package persistencebench.write.readback;

import java.io.IOException;
import java.sql.SQLException;
import persistencebench.model.taxi.Trip;
import persistencebench.write.plugin.TripConsumer;

/**
 * A store's trips read by id, for the read-back phases ({@link ReadBackPhases} times every call). Not required to be
 * thread-safe.
 */
public interface TripLookup extends AutoCloseable {

    /** The trip stored under {@code id}, or null when there is none. */
    Trip get(long id) throws Exception;

    /** The trips of ids {@code firstId .. firstId + count - 1}, in ascending id order, as far as they are stored. */
    void scan(long firstId, int count, TripConsumer sink) throws Exception;

    /** How {@link #scan} reads: {@code ordered} for an iterator or index range, or how else. */
    String scanKind();

    /**
     * Releases the store.
     *
     * @throws IOException  when a file store (a key-value engine's) fails to close
     * @throws SQLException when a database connection fails to close
     */
    @Override
    void close() throws IOException, SQLException;
}
