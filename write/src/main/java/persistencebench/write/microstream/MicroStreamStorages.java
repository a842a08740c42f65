package persistencebench.write.microstream;

import java.nio.file.Path;
import one.microstream.storage.embedded.types.EmbeddedStorage;
import one.microstream.storage.embedded.types.EmbeddedStorageFoundation;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import one.microstream.storage.types.Storage;

/** Starts this engine's embedded storage in a directory with a given channel count, as the loaders and their verification do. */
final class MicroStreamStorages {

    private MicroStreamStorages() {
    }

    /** @param tripHandler whether trips are stored by {@link TripBinaryHandler} rather than by reflection */
    static EmbeddedStorageManager start(Path directory, int channels, boolean tripHandler) {
        EmbeddedStorageFoundation<?> foundation = EmbeddedStorage.Foundation(Storage.ConfigurationBuilder()
                .setStorageFileProvider(Storage.FileProvider(directory))
                .setChannelCountProvider(Storage.ChannelCountProvider(channels)));
        if (tripHandler) {
            foundation.registerTypeHandler(new TripBinaryHandler());
        }
        return foundation.start();
    }
}
