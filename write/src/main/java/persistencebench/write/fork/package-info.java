/**
 * What runs inside a measuring JVM of the write case: the {@link persistencebench.write.fork.WriteTask} a fork
 * receives ({@link persistencebench.write.fork.WriteFork} is its main), and the
 * {@link persistencebench.write.fork.WriteTaskRunner} that creates the variant's loader and times its warm-ups and
 * samples ({@link persistencebench.write.fork.WriteSample}: open, store the CSV read by
 * {@link persistencebench.write.fork.CsvTripSource}, close; then the untimed proof, read-back and single
 * operations) with the harness's {@code CellRunner}. Names no backend. May use {@code harness.*},
 * {@code model.taxi}, {@code generator.taxi}, the write plug-in API {@code write.plugin} and the phases a sample
 * runs after its proof, {@code write.readback} and {@code write.singleops}.
 */
package persistencebench.write.fork;
