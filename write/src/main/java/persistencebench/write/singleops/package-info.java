/**
 * The single-operation phases a sample runs on the trips it stored: insert, find by id, update and delete, then
 * YCSB's mixes A, B and C ({@link persistencebench.write.singleops.SingleOpsPhases}), each operation durable per
 * the run's durability and timed on its own, every answer and the final state checked against
 * {@link persistencebench.write.singleops.SingleOpsReference}. May use {@code generator.taxi},
 * {@code harness.console}, {@code harness.measure}, {@code model.taxi}, the plug-in API {@code write.plugin} and
 * {@code write.readback}; names no backend.
 */
package persistencebench.write.singleops;
