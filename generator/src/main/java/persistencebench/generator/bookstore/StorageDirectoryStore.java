package persistencebench.generator.bookstore;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import persistencebench.harness.files.Directories;

/**
 * An object-graph storage of the dataset: the directory {@code <dataset>/<name>/}, complete when the manifest file
 * {@code <name>.manifest.properties} beside it is valid. The storage's writer builds it under {@code <name>.tmp} and
 * renames it into place when complete; the manifest is written after that ({@link #markComplete}), so a directory
 * without a manifest is the leftover of an interrupted run. {@code <name>.seal.properties} beside it records its last
 * successful read-back ({@link StoreSeal}).
 */
public final class StorageDirectoryStore implements DatasetStore {
    private static final String MANIFEST_SUFFIX = ".manifest.properties";
    private static final String SEAL_SUFFIX = ".seal.properties";

    private final String name;
    private final Path directory;
    private final Path manifestFile;
    private final Path sealFile;
    private final Function<Path, StorageWriter> writers;
    private final Function<Path, DatasetContent> reader;

    /**
     * @param writers a storage writer for a target directory
     * @param reader  reads back what the storage in a directory holds
     */
    public StorageDirectoryStore(String name, Path datasetDirectory, Function<Path, StorageWriter> writers, Function<Path, DatasetContent> reader) {
        this.name = name;
        this.directory = datasetDirectory.resolve(name);
        this.manifestFile = datasetDirectory.resolve(name + MANIFEST_SUFFIX);
        this.sealFile = datasetDirectory.resolve(name + SEAL_SUFFIX);
        this.writers = writers;
        this.reader = reader;
    }

    /**
     * Whether {@code fileName} (an entry of the dataset directory) is part of the published store named {@code name};
     * temporary entries are not: outside a write they are leftovers of an interrupted run.
     */
    static boolean owns(String name, String fileName) {
        return fileName.equals(name) || fileName.equals(name + MANIFEST_SUFFIX) || fileName.equals(name + SEAL_SUFFIX);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String location() {
        return directory.toString();
    }

    @Override
    public boolean writerHeapGrowsWithContent() {
        return true;
    }

    @Override
    public Optional<Path> storageDirectory() {
        return Optional.of(directory);
    }

    @Override
    public Optional<Path> sealFile() {
        return Optional.of(sealFile);
    }

    @Override
    public Optional<StoreManifest> manifest(Consumer<String> whyNot) {
        if (!Files.isDirectory(directory)) {
            whyNot.accept(directory + " does not exist");
            return Optional.empty();
        }
        try {
            return Optional.of(DatasetManifest.read(manifestFile));
        } catch (IllegalArgumentException e) {
            whyNot.accept(e.getMessage());
            return Optional.empty();
        }
    }

    @Override
    public BookstoreSink writer() {
        return writers.apply(directory);
    }

    @Override
    public void markComplete(StoreManifest manifest) {
        DatasetManifest.write(manifestFile, manifest);
    }

    @Override
    public void discard() {
        for (Path path : new Path[] {sealFile, manifestFile, DatasetFiles.temporaryFor(manifestFile), directory, DatasetFiles.temporaryFor(directory)}) {
            Directories.delete(path);
        }
    }

    @Override
    public DatasetContent readBack() {
        return reader.apply(directory);
    }

    @Override
    public long bytesOnDisk() {
        return StorageFootprint.of(directory).totalBytes();
    }

    @Override
    public String rebuildHint() {
        return "delete " + directory + " and rerun to have it rebuilt";
    }
}
