package persistencebench.write;

import persistencebench.harness.backend.BackendPlugin;
import persistencebench.harness.backend.BackendRegistry;

/**
 * A backend of the write case, found by {@link java.util.ServiceLoader}: each backend package has one
 * implementation, listed in {@code META-INF/services/persistencebench.write.WriteBackend}, whose variants select a
 * {@link LoaderFactory}. Adding a backend touches its own package, that services file and the pom; nothing else.
 */
public interface WriteBackend extends BackendPlugin<LoaderFactory> {

    /** Every write backend on the class path, in display order. */
    static BackendRegistry<WriteBackend> registry() {
        return Registry.INSTANCE;
    }

    /** Loaded once per JVM, on first use. */
    final class Registry {
        private static final BackendRegistry<WriteBackend> INSTANCE = BackendRegistry.load(WriteBackend.class);

        private Registry() {
        }
    }
}
