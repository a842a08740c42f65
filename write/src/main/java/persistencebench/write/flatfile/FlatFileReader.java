package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.TripKeys;
import persistencebench.write.kv.TripValueCodec;

/**
 * A flat-file store opened for reading. A flat file has no index, so opening parses every file of the format in the
 * directory into a sorted map of id to re-encoded value (the honest cost of a flat file, paid once at open); point
 * reads and ordered scans then come from that map. The proof needs no map: {@link #stream} visits each stored trip once.
 */
final class FlatFileReader implements KvReader {
    private NavigableMap<Long, byte[]> values = new TreeMap<>();

    /**
     * @throws IOException when a file is not an array of trip objects, or an id is stored twice
     */
    FlatFileReader(FlatFileFormat format, Path directory) throws Exception {
        for (Path file : files(format, directory)) {
            read(format, file, (id, value) -> values.put(id, value) == null);
        }
    }

    /**
     * Every trip of the format's files in {@code directory}, file by file in name order, each re-encoded as the map's
     * values are, without keeping any: a repeated id reaches the sink twice, for the caller to find.
     *
     * @throws IOException when a file is not an array of trip objects
     */
    static void stream(FlatFileFormat format, Path directory, KvEntrySink sink) throws Exception {
        for (Path file : files(format, directory)) {
            read(format, file, (id, value) -> {
                sink.accept(TripKeys.key(id), value);
                return true;
            });
        }
    }

    private static List<Path> files(FlatFileFormat format, Path directory) throws IOException {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.filter(format::holds).sorted().toList();
        }
    }

    /** What {@link #read} hands each parsed trip to: false when it already had that id. */
    private interface StoredTripSink {
        boolean accept(long id, byte[] value) throws Exception;
    }

    private static void read(FlatFileFormat format, Path file, StoredTripSink sink) throws Exception {
        try (JsonParser in = format.openParser(file)) {
            if (in.nextToken() != JsonToken.START_ARRAY) {
                throw new JsonParseException(in, file + " is not an array of trips");
            }
            JsonToken token;
            while ((token = in.nextToken()) == JsonToken.START_OBJECT) {
                TripWithId stored = TripObject.read(in);
                if (!sink.accept(stored.id(), TripValueCodec.encode(stored.trip()))) {
                    throw new JsonParseException(in, file + " stores trip " + stored.id() + " a second time");
                }
            }
            if (token != JsonToken.END_ARRAY || in.nextToken() != null) {
                throw new JsonParseException(in, file + " holds more than an array of trips");
            }
        }
    }

    @Override
    public byte[] get(byte[] key) {
        return values.get(TripKeys.id(key));
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        Iterator<Map.Entry<Long, byte[]>> entries = values.tailMap(TripKeys.id(firstKey), true).entrySet().iterator();
        for (int i = 0; i < count && entries.hasNext(); i++) {
            Map.Entry<Long, byte[]> entry = entries.next();
            sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
        }
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        for (Map.Entry<Long, byte[]> entry : values.entrySet()) {
            sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
        }
    }

    /** Releases the map (the files were closed after parsing). */
    @Override
    public void close() {
        values = new TreeMap<>();
    }
}
