/**
 * What the object-graph loaders share whatever their engine: the storage directory per sample (recreate, force
 * under {@code -Ddurability=disk}, read into the page cache before a read-back, size; the key-value loaders use it
 * too), grouping trips with their ids into day chunks, and the fixed binary record of a trip the tuned type
 * handlers write, and their own setting, the storage channels ({@code -Dchannels}, one count or a sweep). No store
 * API here: the engine packages ({@code microstream} and its generated {@code eclipsestore} twin) use it. May use
 * {@code harness.files}, {@code harness.durability}, {@code harness.measure}, {@code harness.settings},
 * {@code harness.resultformat}, {@code model.taxi}, {@code generator.bookstore} (the study's channel rule) and the
 * plug-in API {@code write.plugin}.
 */
package persistencebench.write.objectgraph;
