package persistencebench.write.eclipsestore;

import java.nio.file.Path;
import org.eclipse.store.storage.embedded.types.EmbeddedStorage;
import org.eclipse.store.storage.embedded.types.EmbeddedStorageFoundation;
import org.eclipse.store.storage.embedded.types.EmbeddedStorageManager;
import org.eclipse.store.storage.types.Storage;

/** Starts a EclipseStore storage in a directory with a given channel count, as the loaders and their verification do. */
final class EclipseStoreStorages {

    private EclipseStoreStorages() {
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
