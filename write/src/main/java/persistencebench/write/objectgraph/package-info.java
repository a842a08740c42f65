/**
 * What the object-graph loaders share whatever their engine: the storage directory per sample (recreate, force
 * under {@code -Ddurability=disk}, read into the page cache before a read-back, size; the key-value loaders use it
 * too), grouping trips with their ids into day chunks, and the fixed binary record of a trip the tuned type handlers
 * write. No store API here: the engine packages ({@code microstream} and its generated {@code eclipsestore} twin) use
 * it. May use the harness's files, durability and measure packages and {@code model.taxi}.
 */
package persistencebench.write.objectgraph;
