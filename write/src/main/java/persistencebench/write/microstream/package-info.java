/**
 * The object-graph store's write backend: its plug-in, the study's and the tuned loaders, the storage's two set-ups
 * (defaults, and the bulk-load configuration of the tuned variant), the trip type handler, and the tuned graph (its
 * root, days, chunks of trips with their ids, id index) with its read-back and single operations. Written once for
 * both object-graph engines: the build generates the second engine's package from the first's (imports and names
 * swapped, compiled against that engine's API), so nothing here may be true of one engine only; each engine's own
 * facts are in its hand-written {@code *Identity} class, which is not copied. May use its engine's API,
 * {@code harness.backend}, {@code harness.durability}, {@code harness.measure}, {@code harness.resultformat},
 * {@code harness.settings}, {@code model.taxi}, {@code write.objectgraph}, the plug-in API {@code write.plugin} and
 * the phases {@code write.readback} and {@code write.singleops}.
 */
package persistencebench.write.microstream;
