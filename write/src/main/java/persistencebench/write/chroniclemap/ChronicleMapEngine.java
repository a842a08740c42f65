package persistencebench.write.chroniclemap;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.files.Directories;
import net.openhft.chronicle.map.ChronicleMap;
import persistencebench.write.kv.HashKvReader;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * Chronicle Map persisted to one memory-mapped file in the store directory, built as a {@link ChronicleMapConfiguration}
 * says. Creating a map preallocates the whole file ({@code fallocate}) and msyncs it once; the first map a JVM creates
 * also compiles Chronicle's generated classes with javac, which takes seconds of the first sample's timed open.
 */
final class ChronicleMapEngine implements KvEngine {
    private static final String FILE_NAME = "trips.dat";

    private final ChronicleMapConfiguration configuration;

    /**
     * Untimed, in the cell's fork: one throwaway map of the same configuration, created and closed in a temporary
     * directory, so Chronicle's run-time code generation (javac compiling its generated classes, 2–3 s once per JVM)
     * happens here and not in the first sample's open.
     */
    ChronicleMapEngine(ChronicleMapConfiguration configuration) {
        this.configuration = configuration;
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("chroniclemap-warm");
            KvStoreSpec tiny = new KvStoreSpec(scratch, Durability.OS, 1_000);
            configuration.builder(tiny).createPersistedTo(file(tiny)).close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create Chronicle Map's throwaway map in " + scratch + ": " + e.getMessage(), e);
        } finally {
            if (scratch != null) {
                Directories.delete(scratch);
            }
        }
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws IOException {
        return new ChronicleMapWriter(configuration.builder(spec).createPersistedTo(file(spec)));
    }

    /** The existing file mapped again; Chronicle Map reads its configuration from the file's header. */
    @Override
    public KvReader openReader(KvStoreSpec spec) throws IOException {
        ChronicleMap<byte[], byte[]> map = configuration.builder(spec).createPersistedTo(file(spec));
        return new HashKvReader(map, "Chronicle Map", map::close);
    }

    /**
     * Chronicle Map has no commit and no sync, so a durable single write would need an fsync of the whole mapped file
     * per operation, and the tuned map is sized for exactly the stored trips, with no room for the inserts.
     */
    @Override
    public String singleOpsNotServed() {
        return "not built in this benchmark yet: a durable write on Chronicle Map needs an msync of the mapping after each write"
                + " (VanillaChronicleHash.msync), and the tuned map is sized for exactly the stored trips, with no room for inserts";
    }

    private static File file(KvStoreSpec spec) {
        return spec.directory().resolve(FILE_NAME).toFile();
    }
}
