/**
 * What every key-value engine shares: the {@link persistencebench.write.kv.KvEngine} contract an engine implements
 * (open a writer, open a reader), the {@link persistencebench.write.kv.KvTripLoader} that encodes trips as keys and
 * values, stores them in key order, proves, reads back and serves single operations for every engine, and the
 * {@link persistencebench.write.kv.KvVariants} the engines' backends declare. May use {@code harness.backend},
 * {@code harness.durability}, {@code harness.measure}, {@code harness.resultformat}, {@code model.taxi},
 * {@code write.objectgraph} (the storage directory), the plug-in API {@code write.plugin} and the phases
 * {@code write.readback} and {@code write.singleops}; names no engine.
 */
package persistencebench.write.kv;
