package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactoryBuilder;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import persistencebench.harness.backend.BackendDescriptor;

/** {@code yamlfile}: the trips as YAML files, written and read with jackson-dataformat-yaml's {@link YAMLFactory}. */
public final class YamlFileBackend extends FlatFileBackend {
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

    public YamlFileBackend() {
        super(DESCRIPTOR, DEFAULTS, FAST_DOUBLES, new Words("a sequence", "mapping", "Jackson's YAML generator",
                "Jackson's fast double parser for the read-back (USE_FAST_DOUBLE_PARSER: exact, and Jackson 3.0's default)"));
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
