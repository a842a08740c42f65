/**
 * The bookstore in a database of the run's server: the {@link persistencebench.generator.bookstore.postgres.DatabaseStore}
 * (one database per size and seed), the schema, a PostgreSQL {@code COPY} loader that keeps the generator's ids, the
 * {@code dataset_manifest} completeness marker, and the row-by-row read-back for verification. Every statement comes
 * from the dialect resources {@code persistencebench/generator/bookstore/sql/<dialect>/} with a {@code generic}
 * fallback (harness {@code SqlResources}); the loader itself needs PostgreSQL's COPY API.
 *
 * <p>Tables are named after {@link persistencebench.model.bookstore.BookstoreEntityType#key()}, columns after the
 * model's fields in snake case, references as {@code <field>_id}; {@code Purchase.timestamp} is
 * {@code purchase.time_stamp}. Indexes cover the study's (purchase by shop, customer, employee and time, items by
 * purchase) plus the address chain, shop + time, and items by book. May use JDBC, pgJDBC's COPY API, the harness's
 * {@code db} and {@code sql} packages and the bookstore package.
 */
package persistencebench.generator.bookstore.postgres;
