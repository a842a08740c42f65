/**
 * The bookstore dataset of the read benchmark: a seeded, deterministic generator and the cache that keeps the same
 * graph in every store.
 *
 * <h2>Generation</h2>
 * {@link persistencebench.generator.bookstore.BookstoreGenerator} builds the graph of
 * {@link persistencebench.model.bookstore} for a {@link persistencebench.model.bookstore.BookstoreSize} and a seed.
 * Countries use fixed locales (en-US, de-DE, fr-FR, it-IT, es-ES) for Datafaker names; every count is drawn
 * uniformly between {@code ceil(minRatio × bound)} and the bound, except the number of countries (always the
 * bound). Shops open between {@code maxAge} years before
 * {@value persistencebench.generator.bookstore.BookstoreGenerator#LAST_YEAR} and that year; each employee of an
 * open shop sells a drawn number of purchases per year, about 10 % of them to customers of other cities of the
 * country ("foreigners"). The graph is streamed to {@link persistencebench.generator.bookstore.BookstoreSink}s:
 * reference data first, then one year at a time. The {@link persistencebench.generator.bookstore.BookstoreSummary}
 * records per-type counts and digests ({@link persistencebench.generator.bookstore.DatasetContent}) and the years
 * each country sold to foreigners (what the read benchmark draws its query parameters from).
 *
 * <h2>Stores and cache</h2>
 * {@link persistencebench.generator.bookstore.BookstoreDataset#ensure} keeps each dataset in a list of
 * {@link persistencebench.generator.bookstore.DatasetStore}s: per object-graph engine a storage in the study's
 * shape and one in the tuned shape (directories {@code <data>/bookstore/<size>-s<seed>/<engine>-paper|tuned/}, each
 * complete when its {@code .manifest.properties} is valid, compacted before it is published; package
 * {@code microstream}, twinned for the second engine), and two databases with the same rows,
 * {@code bookstore_<size>_s<seed>_paper} (the study's index set) and {@code _tuned} (the tuned index set), each
 * vacuumed after its load and complete when its {@code dataset_manifest} rows are valid (package {@code postgres}).
 * Stores are written under temporary names and published only when complete; incomplete leftovers are removed and
 * rebuilt; a missing store is rebuilt alone; a store whose engine cannot read it
 * ({@link persistencebench.generator.bookstore.DamagedStoreException}) is left as it is and named. Each marker also records how its store was built
 * ({@link persistencebench.generator.bookstore.StoreBuild}: the load's and the generation's wall time, and when), so a
 * run that reuses the store can report it. {@link persistencebench.generator.bookstore.BookstoreVerification}
 * reads every store back and compares it with the manifest; a
 * {@link persistencebench.generator.bookstore.StorageFootprint} records a storage's files and sizes.
 *
 * <p>May use {@code model.*}, the harness's {@code harness.db}, {@code harness.files}, {@code harness.settings} and
 * {@code harness.cli} and Datafaker; the engine-specific code lives in the sub-packages, which depend on this
 * package and are found through {@link persistencebench.generator.bookstore.DatasetStoreFamily}, never named here.
 */
package persistencebench.generator.bookstore;
