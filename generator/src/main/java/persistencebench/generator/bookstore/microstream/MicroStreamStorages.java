package persistencebench.generator.bookstore.microstream;

import java.nio.file.Path;
import one.microstream.storage.embedded.types.EmbeddedStorage;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import one.microstream.storage.types.Storage;
import persistencebench.generator.bookstore.StorageChannels;

/** Starts storage managers for the bookstore storages of this engine: new ones for writing, existing ones for reading. */
public final class MicroStreamStorages {

    private MicroStreamStorages() {
    }

    /** Starts a new, empty storage in {@code directory} with {@code channels} channels and {@code root} as root. */
    static EmbeddedStorageManager create(Path directory, int channels, Object root) {
        return EmbeddedStorage.Foundation(Storage.ConfigurationBuilder()
                        .setStorageFileProvider(Storage.FileProvider(directory))
                        .setChannelCountProvider(Storage.ChannelCountProvider(channels)))
                .start(root);
    }

    /**
     * Starts the existing storage in {@code directory} with the channel count it was written with; the root (all
     * reference data) is loaded now, purchases on first access. Shut the manager down when done.
     *
     * @throws IllegalArgumentException if the directory holds no storage with a root of {@code rootType}
     */
    public static EmbeddedStorageManager open(Path directory, Class<?> rootType) {
        int channels = StorageChannels.countIn(directory);
        EmbeddedStorageManager manager = EmbeddedStorage.Foundation(Storage.ConfigurationBuilder()
                        .setStorageFileProvider(Storage.FileProvider(directory))
                        .setChannelCountProvider(Storage.ChannelCountProvider(channels)))
                .start();
        if (!rootType.isInstance(manager.root())) {
            Object found = manager.root();
            manager.shutdown();
            throw new IllegalArgumentException("the storage at " + directory + " has no " + rootType.getSimpleName() + " root (found "
                    + (found == null ? "none" : found.getClass().getName()) + "); delete it to have it rebuilt");
        }
        return manager;
    }
}
