package persistencebench.write.jsonfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.LoaderFactory;
import persistencebench.write.WriteBackend;
import persistencebench.write.flatfile.FlatFileEngine;
import persistencebench.write.flatfile.FlatFileFormat;
import persistencebench.write.flatfile.FlatFileLayout;
import persistencebench.write.kv.KvVariants;

/** {@code jsonfile}: the trips as JSON files, written and read with Jackson's {@link JsonFactory}. */
public final class JsonFileBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("jsonfile", "JSON files", "#f0e442", 50,
            "com.fasterxml.jackson.core.JsonFactory", Set.of());
    /** Jackson 2.x's defaults, as a user who never configured the factory has them. */
    private static final FlatFileFormat DEFAULTS = new FlatFileFormat(new JsonFactory(), "json");
    /**
     * Schubfach to write doubles and FastDoubleParser to read them: exact like the JDK's code but faster, off by default
     * in 2.x only out of caution and on by default from Jackson 3.0 (jackson-core issue #1231).
     */
    private static final FlatFileFormat FAST_DOUBLES = new FlatFileFormat(JsonFactory.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER).build(), "json");

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the flat-file references stored their data: the whole collection serialised at once when the"
                        + " writer closes, into one file (trips.json, an array of one object per trip: its id and the 18 TLC columns, in the"
                        + " order the keys arrived), by Jackson's streaming generator at its defaults through an 8 KiB buffered stream;"
                        + " Jackson never syncs: the stream is flushed and closed, then forced by the loader under durability disk and"
                        + " left to the OS under os", List.of(),
                        context -> new FlatFileEngine(DEFAULTS, FlatFileLayout.ONE_FILE)),
                KvVariants.tuned("streamed as Jackson's streaming API is meant to be used: one file per pickup date (2021-07-05.json, ...),"
                        + " each an array of that day's trips written as their ids arrive through a generator kept open until the writer"
                        + " closes (out-of-month pickups arrive anywhere), 64 KiB buffered streams, and Jackson's fast double writer and"
                        + " parser (USE_FAST_DOUBLE_WRITER, USE_FAST_DOUBLE_PARSER: exact, and Jackson 3.0's default); every stream flushed"
                        + " and closed, then forced by the loader under durability disk and left to the OS under os", List.of(),
                        context -> new FlatFileEngine(FAST_DOUBLES, FlatFileLayout.FILE_PER_DAY)));
    }
}
