/**
 * What the object-graph loaders share whatever their engine: the storage directory per sample (recreate, force
 * under {@code -Ddurability=disk}, size), grouping trips into day chunks, and the fixed binary record of a trip the
 * tuned type handlers write. No store API here: the engine packages ({@code microstream} and its generated
 * {@code eclipsestore} twin) use it. May use the harness's files and durability packages and {@code model.taxi}.
 */
package persistencebench.write.objectgraph;
