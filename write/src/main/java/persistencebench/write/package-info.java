/**
 * The write case: the orchestrator ({@link persistencebench.write.WriteBenchmark}: settings, plan, reference read,
 * interleaved forked cells, result file, summary table), the forked JVM's side
 * ({@link persistencebench.write.WriteCellMain}, {@link persistencebench.write.WriteCell},
 * {@link persistencebench.write.WriteSample}) and the backend contract: {@link persistencebench.write.WriteBackend}
 * plug-ins (found by {@link java.util.ServiceLoader}) whose variants select a
 * {@link persistencebench.write.LoaderFactory}, each making a {@link persistencebench.write.TripLoader} that stores
 * one {@link persistencebench.write.TripShape}. Names no backend: each lives in its own sub-package. May use the
 * harness, {@code model.taxi}, {@code generator.taxi} and {@code write.triptables}.
 */
package persistencebench.write;
