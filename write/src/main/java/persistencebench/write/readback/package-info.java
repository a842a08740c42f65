/**
 * The read-back phases a sample runs after its proof on a store that serves reads by trip id: uniform and zipfian
 * point reads and range scans ({@link persistencebench.write.readback.ReadBackPhases}), each answer digested
 * against the reference the orchestrator computed from the CSV ({@link
 * persistencebench.write.readback.ReadBackReference}), and the table of their latencies. May use
 * {@code generator.taxi}, {@code harness.console}, {@code harness.measure}, {@code model.taxi},
 * {@code write.objectgraph} and the plug-in API {@code write.plugin}; names no backend.
 */
package persistencebench.write.readback;
