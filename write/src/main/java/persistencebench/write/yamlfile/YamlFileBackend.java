package persistencebench.write.yamlfile;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder;
import java.util.List;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.LoaderFactory;
import persistencebench.write.WriteBackend;
import persistencebench.write.flatfile.FlatFileEngine;
import persistencebench.write.flatfile.FlatFileFormat;
import persistencebench.write.flatfile.FlatFileLayout;
import persistencebench.write.kv.KvVariants;

/** {@code yamlfile}: the trips as YAML files, written and read with jackson-dataformat-yaml's {@link YAMLFactory}. */
public final class YamlFileBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("yamlfile", "YAML files", "#bcbd22", 52,
            "com.fasterxml.jackson.dataformat.yaml.YAMLFactory", Set.of());
    /** Jackson 2.x's defaults (every string double-quoted, a {@code ---} document start), readable back. */
    private static final FlatFileFormat DEFAULTS = new FlatFileFormat(readingWholeFiles().build(), "yaml");
    /**
     * FastDoubleParser to read doubles: exact like the JDK's code but faster, off by default in 2.x only out of caution
     * and on by default from Jackson 3.0 (jackson-core issue #1231). Its writer twin is not set: the YAML generator of
     * 2.20 always writes doubles with {@code String.valueOf}.
     */
    private static final FlatFileFormat FAST_DOUBLES = new FlatFileFormat(readingWholeFiles()
            .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER).build(), "yaml");

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the flat-file references stored their data: the whole collection serialised at once when the"
                        + " writer closes, into one file (trips.yaml, a sequence of one mapping per trip: its id and the 18 TLC columns, in"
                        + " the order the keys arrived), by Jackson's YAML generator at its defaults through an 8 KiB buffered stream;"
                        + " Jackson never syncs: the stream is flushed and closed, then forced by the loader under durability disk and"
                        + " left to the OS under os", List.of(),
                        context -> new FlatFileEngine(DEFAULTS, FlatFileLayout.ONE_FILE)),
                KvVariants.tuned("streamed as Jackson's streaming API is meant to be used: one file per pickup date (2021-07-05.yaml, ...),"
                        + " each a sequence of that day's trips written as their ids arrive through a generator kept open until the writer"
                        + " closes (out-of-month pickups arrive anywhere), 64 KiB buffered streams, and Jackson's fast double parser for the"
                        + " read-back (USE_FAST_DOUBLE_PARSER: exact, and Jackson 3.0's default); every stream flushed and closed, then"
                        + " forced by the loader under durability disk and left to the OS under os", List.of(),
                        context -> new FlatFileEngine(FAST_DOUBLES, FlatFileLayout.FILE_PER_DAY)));
    }

    /**
     * SnakeYAML refuses documents over 3 MiB of code points by default (a guard against hostile input); a store's files
     * are its own and far larger (a day of trips is tens of MB), so the limit is lifted to the most SnakeYAML can count.
     */
    private static YAMLFactoryBuilder readingWholeFiles() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(Integer.MAX_VALUE);
        return YAMLFactory.builder().loaderOptions(options);
    }
}
