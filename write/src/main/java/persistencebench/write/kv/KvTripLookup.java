package persistencebench.write.kv;

import java.io.IOException;
import persistencebench.model.taxi.Trip;
import persistencebench.write.plugin.TripConsumer;
import persistencebench.write.readback.TripLookup;

/** A key-value engine's reader seen as trips by id: keys and values through the shared codecs. */
final class KvTripLookup implements TripLookup {
    private final KvReader reader;

    KvTripLookup(KvReader reader) {
        this.reader = reader;
    }

    @Override
    public Trip get(long id) throws Exception {
        byte[] value = reader.get(TripKeys.key(id));
        return value == null ? null : TripValueCodec.decode(value);
    }

    @Override
    public void scan(long firstId, int count, TripConsumer sink) throws Exception {
        reader.scan(TripKeys.key(firstId), count, (key, value) -> sink.accept(TripValueCodec.decode(value)));
    }

    @Override
    public String scanKind() {
        return reader.scanKind();
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
