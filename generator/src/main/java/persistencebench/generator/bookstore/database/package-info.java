/**
 * The bookstore in the databases of the run's server: the
 * {@link persistencebench.generator.bookstore.database.DatabaseStore}s (per size and seed one database with the
 * study's index set and one with the tuned index set), the schema, a loader that keeps the generator's ids
 * (PostgreSQL's {@code COPY}, JDBC batch INSERTs on other engines) and runs the dialect's maintenance after its
 * commit, the {@code dataset_manifest} completeness marker, and the row-by-row read-back for verification. Every
 * statement comes from the dialect resources {@code persistencebench/generator/bookstore/sql/<dialect>/} with a
 * {@code generic} fallback (harness {@code SqlResources}).
 *
 * <p>Tables are named after {@link persistencebench.model.bookstore.BookstoreEntityType#key()}, columns after the
 * model's fields in snake case, references as {@code <field>_id}; {@code Purchase.timestamp} is
 * {@code purchase.time_stamp}. Both databases have the primary keys and the named foreign keys;
 * {@code paper-indexes.sql} is the study's five indexes (purchase by shop, customer, employee and time, items by
 * purchase) under its names, {@code tuned-indexes.sql} the unique keys plus indexes on the address chain, shop +
 * time and items by book. May use JDBC, pgJDBC's COPY API (PostgreSQL only), {@code harness.db.*},
 * {@code harness.sql}, {@code model.bookstore} and the bookstore package ({@code generator.bookstore}).
 */
package persistencebench.generator.bookstore.database;
