package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;
import persistencebench.write.kv.TripValueCodec;

/**
 * The whole collection in one file, serialised when the writer closes, as the flat-file references stored theirs
 * (they rebuilt the whole collection in memory and wrote it at once). Puts are kept in the order they arrive and
 * written in that order, as the references wrote their insertion-ordered maps: sorting would be work the references
 * never did, and the reader sorts anyway.
 */
final class OneFileWriter implements KvWriter {
    /** The file's name before its extension. */
    static final String BASE_NAME = "trips";
    /** A {@link java.io.BufferedOutputStream}'s default size, as the references' default-sized {@code BufferedWriter}. */
    private static final int BUFFER_BYTES = 8192;

    private final FlatFileFormat format;
    private final Path directory;
    /** Null once the writer has closed: a second close (the loader's release after a failed close) does nothing. */
    private List<Put> puts = new ArrayList<>();

    private record Put(long id, byte[] value) {
    }

    OneFileWriter(FlatFileFormat format, Path directory) {
        this.format = format;
        this.directory = directory;
    }

    @Override
    public void put(byte[] key, byte[] value) {
        puts.add(new Put(TripKeys.id(key), value));
    }

    /** Writes every trip put as one array, then flushes and closes the file. */
    @Override
    public void close() throws IOException {
        if (puts == null) {
            return;
        }
        try (JsonGenerator out = format.openGenerator(format.file(directory, BASE_NAME), BUFFER_BYTES)) {
            out.writeStartArray();
            for (Put put : puts) {
                TripObject.write(out, put.id(), TripValueCodec.decode(put.value()));
            }
            out.writeEndArray();
        } finally {
            puts = null;
        }
    }
}
