package persistencebench.read.plugin;

import persistencebench.harness.backend.BackendPlugin;

/**
 * A backend of the read case, found by {@link java.util.ServiceLoader}: listed in
 * {@code META-INF/services/persistencebench.read.plugin.ReadBackend}, one plug-in class per backend package. Its
 * variants select a {@link ReadStrategy}; nothing outside the backend's package names it.
 */
public interface ReadBackend extends BackendPlugin<ReadStrategy> {
}
