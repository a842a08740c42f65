/**
 * The write case's plug-in API: the {@link persistencebench.write.plugin.WriteBackend} interface every backend
 * package implements once (found by {@link java.util.ServiceLoader} through
 * {@code META-INF/services/persistencebench.write.plugin.WriteBackend}), whose variants select a
 * {@link persistencebench.write.plugin.LoaderFactory}, each making a
 * {@link persistencebench.write.plugin.TripLoader} that stores one {@link persistencebench.write.plugin.TripShape}
 * from a {@link persistencebench.write.plugin.TripSource}; what a loader may use ({@link
 * persistencebench.write.plugin.LoaderContext}); and the configurations a backend makes from its own settings
 * ({@link persistencebench.write.plugin.CellConfiguration}). Names no backend. May use the harness's
 * {@code harness.backend}, {@code harness.db}, {@code harness.durability}, {@code harness.measure},
 * {@code harness.settings} and {@code harness.resultformat} packages, {@code model.taxi} and
 * {@code generator.taxi} (what reading the CSV reports).
 */
package persistencebench.write.plugin;
