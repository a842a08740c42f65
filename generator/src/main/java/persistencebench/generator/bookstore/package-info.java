/**
 * The bookstore dataset of the read benchmark: a seeded, deterministic generator and the cache that keeps the same
 * graph in MicroStream, EclipseStore and PostgreSQL.
 *
 * <h2>Generation</h2>
 * {@link persistencebench.generator.bookstore.BookstoreGenerator} builds the graph of
 * {@link persistencebench.model.bookstore} for a {@link persistencebench.model.bookstore.BookstoreSize} and a seed.
 * Countries use fixed locales (en-US, de-DE, fr-FR, it-IT, es-ES) for Datafaker names; every count is drawn
 * uniformly between {@code ceil(minRatio × bound)} and the bound, except the number of countries (always the
 * bound). Shops open between {@code maxAge} years before {@value persistencebench.generator.bookstore.BookstoreGenerator#LAST_YEAR}
 * and that year; each employee of an open shop sells a drawn number of purchases per year, about 10 % of them to
 * customers of other cities of the country ("foreigners"). The graph is streamed to
 * {@link persistencebench.generator.bookstore.BookstoreSink}s: reference data first, then one year at a time.
 *
 * <h2>Stores and cache</h2>
 * {@link persistencebench.generator.bookstore.BookstoreDataset#ensure} keeps each dataset under
 * {@code <data>/bookstore/<size>-s<seed>/}:
 * <ul>
 *   <li>{@code microstream/}: root {@code microstream.MicroStreamBookstoreRoot} = reference data +
 *       {@code Map<Integer, Lazy<YearlyPurchases>>}; open with {@code MicroStreamBookstoreStorage.open(dir)};</li>
 *   <li>{@code eclipsestore/}: the same shape with EclipseStore ({@code eclipsestore.EclipseStoreBookstoreRoot});</li>
 *   <li>{@code manifest.properties}: size, seed, format version, counts, content digest; written last;</li>
 * </ul>
 * and in the PostgreSQL database {@code bookstore_<size>_s<seed>} (schema: resource {@code bookstore/schema.sql},
 * completeness marker: table {@code dataset_manifest}). Stores are written to temporary names and published
 * only when complete; incomplete leftovers are removed and rebuilt; a missing store is rebuilt alone.
 * {@link persistencebench.generator.bookstore.BookstoreVerification} counts what each store really holds.
 */
package persistencebench.generator.bookstore;
