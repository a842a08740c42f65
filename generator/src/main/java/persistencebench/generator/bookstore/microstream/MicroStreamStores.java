package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import java.util.List;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.StorageDirectoryStore;

/**
 * This engine's two storages of a dataset, in the study's shape and in the tuned shape, as stores of the dataset
 * cache. Their names are the directory names under the dataset directory and the store names read variants ask for.
 */
public final class MicroStreamStores {
    /** The study's shape: nested lazy lists per shop, employee and customer ({@link PaperBookstoreRoot}). */
    public static final String PAPER = "microstream-paper";
    /** The tuned shape: per year and shop one lazy list ({@link TunedBookstoreRoot}). */
    public static final String TUNED = "microstream-tuned";

    private MicroStreamStores() {
    }

    /** Both storages of the dataset in {@code datasetDirectory}, written with {@code channels} storage channels. */
    public static List<DatasetStore> all(Path datasetDirectory, int channels) {
        return List.of(
                new StorageDirectoryStore(PAPER, datasetDirectory, dir -> new PaperStorageWriter(dir, channels), StorageContents::paper),
                new StorageDirectoryStore(TUNED, datasetDirectory, dir -> new TunedStorageWriter(dir, channels), StorageContents::tuned));
    }
}
