package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * Decides which stores of a dataset are complete and rebuilds the others, one object-graph storage per generation pass
 * so that the heap holds one at a time. A store is kept when its completeness marker ({@link DatasetStore#manifest}) is
 * valid for this size, seed and generator format and agrees with the other kept stores; anything else is discarded and
 * rebuilt. A rebuilt store's marker records how it was built ({@link StoreBuild}): its writer's time, its pass's
 * generation time and when. Entries of the dataset directory that belong to no current store (an older format's
 * layout) are removed. A store whose engine cannot read it ({@link DamagedStoreException}) is left as it is, neither kept
 * nor rebuilt, and named in the dataset. A lock file serialises concurrent runs on the same dataset.
 */
final class BookstoreDatasetCache {
    private static final Object JVM_LOCK = new Object();

    private final Path dataDir;
    private final Collection<DatabaseServer> servers;
    private final Consumer<String> log;

    BookstoreDatasetCache(Path dataDir, Collection<DatabaseServer> servers, Consumer<String> log) {
        this.dataDir = dataDir;
        this.servers = List.copyOf(servers);
        this.log = log;
    }

    BookstoreDataset ensure(BookstoreSize size, long seed) {
        Path directory = BookstoreDataset.directory(dataDir, size, seed);
        String databasePrefix = BookstoreDataset.databasePrefix(size, seed);
        synchronized (JVM_LOCK) {
            try {
                Files.createDirectories(directory);
                try (FileChannel lockFile = FileChannel.open(directory.resolveSibling(directory.getFileName() + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                    // another process building the same dataset makes us wait here, then we reuse its result
                    FileLock lock = lockFile.lock();
                    try {
                        return ensureLocked(size, seed, directory, databasePrefix);
                    } finally {
                        lock.release();
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot prepare the dataset directory " + directory, e);
            }
        }
    }

    private BookstoreDataset ensureLocked(BookstoreSize size, long seed, Path directory, String databasePrefix) {
        int channels = StorageChannels.paperRule(Runtime.getRuntime().availableProcessors());
        List<DatasetStore> stores = DatasetStores.of(directory, databasePrefix, servers, channels);
        removeForeignEntries(directory, stores);
        // the one database of formats before 3 (named like the prefix) is no longer part of any dataset
        servers.forEach(server -> server.dropDatabaseIfExists(databasePrefix));
        Map<String, DamagedStoreException> damaged = new LinkedHashMap<>();
        Map<DatasetStore, StoreManifest> kept = keptStores(stores, size, seed, damaged);
        List<DatasetStore> usable = stores.stream().filter(store -> !damaged.containsKey(store.name())).toList();
        Map<String, String> damageLines = new LinkedHashMap<>();
        damaged.forEach((store, e) -> damageLines.put(store, e.getMessage()));
        List<DatasetStore> missing = new ArrayList<>(usable);
        missing.removeAll(kept.keySet());
        Map<String, StoreBuild> builds = new LinkedHashMap<>();
        kept.forEach((store, manifest) -> builds.put(store.name(), manifest.build()));
        if (missing.isEmpty()) {
            if (kept.isEmpty()) {
                throw damaged.values().iterator().next(); // every store is damaged: nothing to measure
            }
            log.accept("bookstore " + size.label() + " seed " + seed + ": complete in every " + (damaged.isEmpty() ? "" : "undamaged ")
                    + "store, reusing " + directory + " and the databases " + databasePrefix + "_*");
            return new BookstoreDataset(kept.values().iterator().next().summary(), directory, usable, builds, Set.of(), damageLines);
        }
        BookstoreSummary summary = rebuild(size, seed, missing, builds);
        kept.forEach((store, manifest) -> {
            if (!manifest.summary().digest().equals(summary.digest())) {
                throw new IllegalStateException("the cached store " + store.name() + " of bookstore " + size.label() + " seed " + seed
                        + " holds different data than the generator produces now; the generator changed without a new"
                        + " BookstoreGenerator.FORMAT_VERSION. " + store.rebuildHint());
            }
        });
        Set<String> rebuilt = new LinkedHashSet<>();
        missing.forEach(store -> rebuilt.add(store.name()));
        return new BookstoreDataset(summary, directory, usable, builds, rebuilt, damageLines);
    }

    /**
     * The stores whose marker is valid for this dataset; the others are discarded, with the reason logged, but for those
     * whose engine cannot read them, which go to {@code damaged} untouched, the line logged.
     */
    private Map<DatasetStore, StoreManifest> keptStores(List<DatasetStore> stores, BookstoreSize size, long seed,
                                                        Map<String, DamagedStoreException> damaged) {
        Map<DatasetStore, StoreManifest> kept = new LinkedHashMap<>();
        for (DatasetStore store : stores) {
            try {
                store.manifest(reason -> log.accept(store.name() + " needs building: " + reason))
                        .filter(manifest -> manifest.summary().size() == size && manifest.summary().seed() == seed)
                        .ifPresentOrElse(manifest -> kept.put(store, manifest), store::discard);
            } catch (DamagedStoreException e) {
                damaged.put(store.name(), e);
                log.accept("error: " + e.getMessage());
            }
        }
        if (kept.values().stream().map(manifest -> manifest.summary().digest()).distinct().count() > 1) {
            // only possible if stores were copied around or the generator changed without a new FORMAT_VERSION
            log.accept("the cached stores disagree on the content digest; rebuilding all of them");
            kept.keySet().forEach(DatasetStore::discard);
            kept.clear();
        }
        return kept;
    }

    private void removeForeignEntries(Path directory, List<DatasetStore> stores) {
        try (Stream<Path> entries = Files.list(directory)) {
            for (Path entry : entries.toList()) {
                String name = entry.getFileName().toString();
                if (stores.stream().noneMatch(store -> StorageDirectoryStore.owns(store.name(), name))) {
                    log.accept("removing " + entry + ": not part of the current dataset layout (an older format or an interrupted run)");
                    Directories.delete(entry);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + directory, e);
        }
    }

    /**
     * Writes {@code stores} from scratch, each marked complete as soon as it is written, in generation passes that keep
     * one heap-growing store ({@link DatasetStore#writerHeapGrowsWithContent}) in the heap at a time and time it alone:
     * a pass for each such store, then one for the others (the databases). Generating is seconds even at {@code large};
     * writing is minutes. The generator is seeded, so every pass makes the same content; a pass whose content digest
     * differs from the first's fails the build.
     *
     * @param builds receives how each store was built, by store name
     */
    private BookstoreSummary rebuild(BookstoreSize size, long seed, List<DatasetStore> stores, Map<String, StoreBuild> builds) {
        List<List<DatasetStore>> passes = passes(stores);
        BookstoreSummary first = null;
        for (int i = 0; i < passes.size(); i++) {
            List<DatasetStore> pass = passes.get(i);
            log.accept("generating bookstore " + size.label() + " seed " + seed + ", pass " + (i + 1) + " of " + passes.size()
                    + ", into " + pass.stream().map(DatasetStore::name).toList());
            BookstoreSummary summary = rebuildPass(size, seed, pass, builds);
            if (first == null) {
                first = summary;
            } else if (!summary.digest().equals(first.digest())) {
                pass.forEach(DatasetStore::discard);
                throw new IllegalStateException("generation pass " + (i + 1) + " of bookstore " + size.label() + " seed " + seed
                        + " made different content (digest " + summary.digest() + ") than pass 1 (" + first.digest()
                        + "): the generator is not deterministic for a seed; its stores " + pass.stream().map(DatasetStore::name).toList()
                        + " were discarded");
            }
        }
        return first;
    }

    /** The stores of each pass: every heap-growing store alone, then the others together, each in the order of {@code stores}. */
    private static List<List<DatasetStore>> passes(List<DatasetStore> stores) {
        List<List<DatasetStore>> passes = new ArrayList<>();
        stores.stream().filter(DatasetStore::writerHeapGrowsWithContent).map(List::of).forEach(passes::add);
        List<DatasetStore> shared = stores.stream().filter(store -> !store.writerHeapGrowsWithContent()).toList();
        if (!shared.isEmpty()) {
            passes.add(shared);
        }
        return passes;
    }

    private BookstoreSummary rebuildPass(BookstoreSize size, long seed, List<DatasetStore> stores, Map<String, StoreBuild> builds) {
        List<TimedSink> writers = new ArrayList<>();
        try {
            for (DatasetStore store : stores) {
                store.discard();
                writers.add(new TimedSink(store.name(), store.writer()));
            }
            GenerationClock generation = new GenerationClock(writers);
            List<StoreBuildSink> storeBuilds = new ArrayList<>();
            for (int i = 0; i < stores.size(); i++) {
                storeBuilds.add(new StoreBuildSink(stores.get(i), writers.get(i), generation));
            }
            List<BookstoreSink> all = new ArrayList<>(storeBuilds);
            all.add(new ProgressLogSink(log));
            BookstoreSummary summary = new BookstoreGenerator(size, seed).generate(all);
            log.accept("entity counts: " + summary.counts());
            log.accept(String.format(Locale.ROOT, "generation %.1f s", generation.millis() / 1e3));
            writers.forEach(writer -> log.accept(writer.report()));
            for (int i = 0; i < stores.size(); i++) {
                builds.put(stores.get(i).name(), storeBuilds.get(i).build());
            }
            return summary;
        } finally {
            closeAll(writers);
        }
    }

    /** Closes every sink even if one fails, so each discards its partial output; the first failure is rethrown. */
    private static void closeAll(List<TimedSink> sinks) {
        RuntimeException failure = null;
        for (TimedSink sink : sinks) {
            try {
                sink.close();
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
