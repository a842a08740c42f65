package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreWriter;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreWriter;
import persistencebench.generator.bookstore.postgres.PostgresBookstoreDatabase;
import persistencebench.generator.bookstore.postgres.PostgresBookstoreLoader;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * Decides which stores of a dataset are complete and rebuilds the others in one generation pass.
 * <p>
 * Completeness rules: a storage directory only gets its final name after it was written completely (see
 * {@link DatasetFiles}); {@code manifest.properties} is written after both storages, so storage directories
 * without a valid manifest are leftovers of an interrupted run and are deleted; a database is complete when its
 * {@code dataset_manifest} rows (committed with the data) are present and valid. {@code *.tmp} leftovers are
 * always deleted. A lock file serialises concurrent runs on the same dataset.
 */
final class BookstoreDatasetCache {
    private static final Object JVM_LOCK = new Object();

    private final Path dataDir;
    private final PostgresServer postgres;
    private final Consumer<String> log;

    BookstoreDatasetCache(Path dataDir, PostgresServer postgres, Consumer<String> log) {
        this.dataDir = dataDir;
        this.postgres = postgres;
        this.log = log;
    }

    BookstoreDataset ensure(BookstoreSize size, long seed) {
        Path directory = BookstoreDataset.directory(dataDir, size, seed);
        String database = BookstoreDataset.databaseName(size, seed);
        synchronized (JVM_LOCK) {
            try {
                Files.createDirectories(directory);
                try (FileChannel lockFile = FileChannel.open(directory.resolveSibling(directory.getFileName() + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                    // another process building the same dataset makes us wait here, then we reuse its result
                    FileLock lock = lockFile.lock();
                    try {
                        return ensureLocked(size, seed, directory, database);
                    } finally {
                        lock.release();
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot prepare the dataset directory " + directory, e);
            }
        }
    }

    private BookstoreDataset ensureLocked(BookstoreSize size, long seed, Path directory, String database) {
        Path microStream = directory.resolve("microstream");
        Path eclipseStore = directory.resolve("eclipsestore");
        for (Path leftover : List.of(DatasetFiles.temporaryFor(microStream), DatasetFiles.temporaryFor(eclipseStore),
                DatasetFiles.temporaryFor(directory.resolve(DatasetManifest.FILE_NAME)))) {
            if (Files.exists(leftover)) {
                log.accept("removing " + leftover + ", left over by an interrupted run");
                Directories.delete(leftover);
            }
        }

        Optional<BookstoreSummary> fileManifest = readFileManifest(directory);
        if (fileManifest.isEmpty()) {
            for (Path storage : List.of(microStream, eclipseStore)) {
                if (Files.exists(storage)) {
                    log.accept("removing " + storage + ": not covered by a complete manifest");
                    Directories.delete(storage);
                }
            }
        }
        Optional<BookstoreSummary> databaseManifest = readDatabaseManifest(database);

        Map<BookstoreStore, BookstoreSummary> kept = new EnumMap<>(BookstoreStore.class);
        if (Files.isDirectory(microStream)) {
            fileManifest.ifPresent(summary -> kept.put(BookstoreStore.MICROSTREAM, summary));
        }
        if (Files.isDirectory(eclipseStore)) {
            fileManifest.ifPresent(summary -> kept.put(BookstoreStore.ECLIPSESTORE, summary));
        }
        databaseManifest.ifPresent(summary -> kept.put(BookstoreStore.POSTGRESQL, summary));
        kept.values().removeIf(summary -> summary.size() != size || summary.seed() != seed);
        if (kept.values().stream().map(BookstoreSummary::digest).distinct().count() > 1) {
            // only possible if stores were copied around or the generator changed without a new FORMAT_VERSION
            log.accept("the cached stores disagree on the content digest; rebuilding all of them");
            kept.clear();
        }
        Set<BookstoreStore> missing = EnumSet.allOf(BookstoreStore.class);
        missing.removeAll(kept.keySet());
        if (missing.isEmpty()) {
            log.accept("bookstore " + size.label() + " seed " + seed + ": complete in every store, reusing " + directory
                    + " and database " + database);
            return new BookstoreDataset(kept.get(BookstoreStore.POSTGRESQL), directory, database, Set.of());
        }

        BookstoreSummary summary = rebuild(size, seed, missing, microStream, eclipseStore, database);
        for (Map.Entry<BookstoreStore, BookstoreSummary> entry : kept.entrySet()) {
            if (!entry.getValue().digest().equals(summary.digest())) {
                throw new IllegalStateException("the cached " + entry.getKey() + " store of bookstore " + size.label()
                        + " seed " + seed + " holds different data (digest " + entry.getValue().digest() + ") than the"
                        + " generator produces now (" + summary.digest() + "); the generator changed without a new"
                        + " BookstoreGenerator.FORMAT_VERSION. Delete " + directory + " and drop database " + database
                        + ", then rerun");
            }
        }
        DatasetManifest.write(directory, summary);
        return new BookstoreDataset(summary, directory, database, missing);
    }

    private Optional<BookstoreSummary> readFileManifest(Path directory) {
        try {
            return Optional.of(DatasetManifest.read(directory));
        } catch (IllegalArgumentException e) {
            log.accept("storages need building: " + e.getMessage());
            return Optional.empty();
        }
    }

    private Optional<BookstoreSummary> readDatabaseManifest(String database) {
        postgres.createDatabaseIfMissing(database);
        return PostgresBookstoreDatabase.read(postgres.dataSource(database),
                reason -> log.accept("database " + database + " needs building: " + reason));
    }

    private BookstoreSummary rebuild(BookstoreSize size, long seed, Set<BookstoreStore> stores, Path microStream,
                                     Path eclipseStore, String database) {
        int channels = StorageChannels.paperRule(Runtime.getRuntime().availableProcessors());
        log.accept("generating bookstore " + size.label() + " seed " + seed + " into " + stores
                + (stores.contains(BookstoreStore.POSTGRESQL) ? "" : " (database " + database + " is complete)")
                + ", storage channels: " + channels);
        Map<BookstoreStore, TimedSink> sinks = new EnumMap<>(BookstoreStore.class);
        try {
            if (stores.contains(BookstoreStore.MICROSTREAM)) {
                Directories.delete(microStream);
                sinks.put(BookstoreStore.MICROSTREAM, new TimedSink(new MicroStreamBookstoreWriter(microStream, channels)));
            }
            if (stores.contains(BookstoreStore.ECLIPSESTORE)) {
                Directories.delete(eclipseStore);
                sinks.put(BookstoreStore.ECLIPSESTORE, new TimedSink(new EclipseStoreBookstoreWriter(eclipseStore, channels)));
            }
            if (stores.contains(BookstoreStore.POSTGRESQL)) {
                // whatever an interrupted run left in the database is dropped, never used
                postgres.dropDatabaseIfExists(database);
                postgres.createDatabaseIfMissing(database);
                sinks.put(BookstoreStore.POSTGRESQL, new TimedSink(new PostgresBookstoreLoader(postgres.dataSource(database), database)));
            }
            List<BookstoreSink> all = new ArrayList<>(sinks.values());
            all.add(new ProgressLogSink(log));
            long start = System.nanoTime();
            BookstoreSummary summary = new BookstoreGenerator(size, seed).generate(all);
            long total = System.nanoTime() - start;
            long stored = sinks.values().stream().mapToLong(TimedSink::nanos).sum();
            log.accept("entity counts: " + summary.counts());
            log.accept(String.format("generation %.1f s", (total - stored) / 1e9));
            sinks.forEach((store, sink) -> log.accept(String.format("%s %.1f s", store.name().toLowerCase(), sink.nanos() / 1e9)));
            return summary;
        } finally {
            closeAll(sinks.values());
        }
    }

    /** Closes every sink even if one fails, so each discards its partial output; the first failure is rethrown. */
    private static void closeAll(Iterable<TimedSink> sinks) {
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
