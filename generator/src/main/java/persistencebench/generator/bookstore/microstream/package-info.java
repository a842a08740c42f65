/**
 * The bookstore in an object-graph storage. One source for both object-graph engines: one engine's package is
 * generated at build time from the other's (parent pom, {@code eclipsestore-sources}) and compiled against that
 * engine's API, so both store and read with identical code and identical storage settings. Two shapes per engine,
 * each its own storage directory: the study's ({@link
 * persistencebench.generator.bookstore.microstream.PaperBookstoreRoot}: its book indexes, per year a lazy object of
 * three entity-keyed maps of lazy lists) and the tuned one ({@link
 * persistencebench.generator.bookstore.microstream.TunedBookstoreRoot}: per year and shop a lazy list). Holds the
 * roots, their writers (which compact each storage before publishing it), the read-back for verification and the
 * store descriptors. May use the engine's storage API, {@code model.*}, {@code harness.db} (the servers a store
 * family is given) and the bookstore package ({@code generator.bookstore}); its wording stays engine-neutral, since
 * the twin swaps every engine name.
 */
package persistencebench.generator.bookstore.microstream;
