package persistencebench.write.mvstore;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code mvstore}: the trips in one map of H2's MVStore, the storage engine under H2's SQL layer, used directly. */
public final class MvStoreBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("mvstore", "H2 MVStore", "#17becf", 68, "org.h2.mvstore.MVStore", Set.of());

    /** The KV reference's page cache, {@code cacheSize(4096)}, in MB (more than the whole map needs at any scale here). */
    static final int REFERENCE_CACHE_MEGABYTES = 4096;
    /**
     * Puts per tuned commit: each commit writes one chunk of about 13 MB (100,000 values of 124 bytes plus keys and
     * page headers), past the 2 MB write size at which the MVStore documentation says SSD throughput stops growing, with
     * about 20 MB of unsaved pages on the heap; 29 chunks for the month's 2.8 million trips.
     */
    static final int TUNED_COMMIT_EVERY = 100_000;
    /** Page-cache bytes per trip in the tuned cache: twice MVStore's own estimate of a leaf entry (124 + 8 bytes). */
    static final int TUNED_CACHE_BYTES_PER_ENTRY = 256;
    /** MVStore's default page cache, the floor of the tuned one. */
    static final int DEFAULT_CACHE_MEGABYTES = 16;

    static final MvStoreSettings<byte[]> PAPER = new MvStoreSettings<>(new ByteArrayKeys(), entries -> REFERENCE_CACHE_MEGABYTES, false, 0, false);
    static final MvStoreSettings<Long> TUNED = new MvStoreSettings<>(new LongIdKeys(), MvStoreBackend::tunedCacheMegabytes, false, TUNED_COMMIT_EVERY, true);

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the KV reference's TestH2 ran MVStore: cacheSize(4096 MB), autoCommitDisabled() (the store still"
                        + " commits whenever its default write buffer fills), keys and values typed as they are (here byte arrays,"
                        + " ByteArrayDataType, there strings, StringDataType), one put per key, with its bug fixed: the map is opened"
                        + " through the store (the reference's map was built detached, so no commit ever wrote it: its 8 KB file), and"
                        + " close() commits; under disk store.sync() forces the last commit, under os nothing is forced (not even"
                        + " MVStore's own fsync at close); its 4 GiB page cache forks it with -Xmx6g instead of the 3 GB of the other"
                        + " key-value cells (the reference ran it in 10 GB)", List.of("-Xmx6g"), context -> new MvStoreEngine<>(PAPER)),
                KvVariants.tuned("what MVStore's docs and API offer a bulk load: ascending ids appended to a single-writer map"
                        + " (MVMap.append, H2's own path for sorted index builds), LongDataType keys and ByteArrayDataType values, the"
                        + " background auto-commit off and a commit every 100,000 puts (13 MB chunks, past the 2 MB writes the docs name"
                        + " for full SSD throughput), a page cache of 256 bytes per trip (the whole map; at least the default 16 MB), no"
                        + " LZF compression (it halved the file but nearly doubled the load time at 50,000 trips); under disk store.sync() forces the last commit, under os nothing is forced (not even MVStore's"
                        + " own fsync at close)", List.of(), context -> new MvStoreEngine<>(TUNED)));
    }

    private static int tunedCacheMegabytes(long entries) {
        long megabytes = (entries * TUNED_CACHE_BYTES_PER_ENTRY + (1 << 20) - 1) >> 20;
        return (int) Math.max(DEFAULT_CACHE_MEGABYTES, megabytes);
    }
}
