/**
 * The bookstore in PostgreSQL: the schema ({@code bookstore/schema.sql}), a {@code COPY}-based loader that keeps
 * the generator's ids, and the {@code dataset_manifest} completeness marker and table counts.
 *
 * <p>Tables are named after {@link persistencebench.model.bookstore.BookstoreEntityType#key()}, columns after the
 * model's fields in snake case, references as {@code <field>_id}; {@code Purchase.timestamp} is
 * {@code purchase.time_stamp}. Indexes cover the address chain and the purchase lookups of the read queries
 * (by shop, customer, employee, time, shop + time, and items by purchase).
 */
package persistencebench.generator.bookstore.postgres;
