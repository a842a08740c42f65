package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;

/** {@code jsonfile}: the trips as JSON files, written and read with Jackson's {@link JsonFactory}. */
public final class JsonFileBackend extends FlatFileBackend {
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

    public JsonFileBackend() {
        super(DESCRIPTOR, DEFAULTS, FAST_DOUBLES, new Words("an array", "object", "Jackson's streaming generator",
                "Jackson's fast double writer and parser (USE_FAST_DOUBLE_WRITER, USE_FAST_DOUBLE_PARSER: exact, and Jackson 3.0's default)"));
    }
}
