/**
 * The write benchmark's orchestration, shaped like the read case's: {@link persistencebench.write.WriteBenchmark}
 * (settings: {@link persistencebench.write.WriteSettings}) plans the cells ({@link
 * persistencebench.write.WritePlan}: every selected backend × variant × the backend's configurations × database),
 * generates or reads the CSV and reads it once untimed for the proof every store must match ({@link
 * persistencebench.write.ReferenceRead}), then measures the cells in interleaved rounds of forked JVMs ({@link
 * persistencebench.write.WriteRounds}, each fork started by {@link persistencebench.write.CellFork} with a
 * {@code write.fork.WriteTask}), sizes each cell's samples ({@link persistencebench.write.SamplePlan}), and writes
 * the result file and the summary table.
 *
 * <h2>Backends</h2>
 * Plug-ins of the contract in {@code write.plugin}, one package each, listed in {@code META-INF/services}; this
 * package names none of them. May use {@code harness.*}, {@code model.taxi}, {@code generator.taxi}, the write
 * sub-packages {@code write.plugin} and {@code write.fork}, and the phases the orchestrator plans and tabulates:
 * {@code write.readback}, {@code write.singleops} and {@code write.triptables}.
 */
package persistencebench.write;
