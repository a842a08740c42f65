package persistencebench.write.plugin;

import java.util.List;
import persistencebench.harness.backend.BackendPlugin;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.settings.Settings;

/**
 * A backend of the write case, found by {@link java.util.ServiceLoader}: each backend package has one
 * implementation, listed in {@code META-INF/services/persistencebench.write.plugin.WriteBackend}, whose variants select a
 * {@link LoaderFactory}. Adding a backend touches its own package, that services file and the pom; nothing else, a
 * setting of its own included ({@link #settings()}, {@link #configurations}).
 */
public interface WriteBackend extends BackendPlugin<LoaderFactory> {

    /**
     * The configurations every variant of this backend runs in, from the backend's own {@linkplain #settings() settings}
     * as the run parsed them: one cell per variant and configuration. By default one, carrying every declared setting's
     * value to the loaders ({@link LoaderContext#setting}); a backend overrides it for a sweep, for fields its cells
     * record, or to skip its cells. Called once per run, before anything is measured; a bad value throws
     * {@link persistencebench.harness.settings.SettingsException}.
     */
    default List<CellConfiguration> configurations(Settings settings) {
        return List.of(CellConfiguration.of(settings, settings()));
    }

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
