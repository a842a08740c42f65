package persistencebench.write.lmdb;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.lmdbjava.Env;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code lmdb}: the trips in LMDB through LmdbJava 0.9 and its bundled native library. */
public final class LmdbBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("lmdb", "LMDB", "#9467bd", 64, "org.lmdbjava.Env", Set.of());
    /**
     * LmdbJava's {@code ByteBuffer} proxy reads {@code Buffer.address} reflectively and casts to
     * {@code sun.nio.ch.DirectBuffer}; on Java 17 both packages must be opened (the flags LmdbJava's own build tests with).
     */
    static final List<String> OPENS = List.of("--add-opens=java.base/java.nio=ALL-UNNAMED", "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED");
    /** LmdbJava's Java-side state checks off, as LmdbJava's benchmarks run it (they guard against API misuse only). */
    static final String NO_CHECKS = "-D" + Env.DISABLE_CHECKS_PROP + "=true";

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        // Both variants skip LmdbJava's Java-side checks (as lmdbjava/benchmarks runs it): a library switch, not an LMDB
        // setting, so it must not be what separates paper from tuned.
        List<String> flags = new ArrayList<>(OPENS);
        flags.add(NO_CHECKS);
        return List.of(
                KvVariants.paper("as the KV reference ran its engines (LMDB was not among them): LMDB's default env flags, one"
                        + " database, one put per key in one write transaction committed at the end; only the map is set, to a fixed 8 GiB"
                        + " (LmdbJava's 1 MiB default cannot hold the data; the file still grows with the data); durability disk: the"
                        + " commit syncs (LMDB's default), os: MDB_NOSYNC; LmdbJava's runtime checks off in both variants", flags,
                        context -> new LmdbEngine(LmdbWriting.PUT_AS_KEYS_COME)),
                KvVariants.tuned("what LMDB's docs recommend for a bulk load of sorted keys: MDB_APPEND puts through one cursor in one"
                        + " write transaction, the map sized from the trip count and LMDB's page layout (+10 %), LmdbJava's runtime checks"
                        + " off as in paper; MDB_WRITEMAP left off (measured slower here: page faults on its preallocated sparse file); durability"
                        + " disk: the commit syncs (LMDB's default), os: MDB_NOSYNC", flags, context -> new LmdbEngine(LmdbWriting.APPEND)));
    }
}
