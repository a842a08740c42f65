/**
 * The bookstore dataset of the read benchmark, as plain Java objects.
 *
 * <h2>Graph</h2>
 * <pre>
 * Country ◄── State ◄── City ◄── Address ◄── Customer | Shop | Author | Publisher   (each owns one address)
 * Book ──► Author, Publisher, Genre, Language; purchasePrice, retailPrice
 * Shop ──► employees: Employee (──► shop),  inventory: InventoryItem (──► shop, book, amount)
 * Purchase ──► Shop, Employee, Customer, timestamp;  items: PurchaseItem (──► purchase, book, amount, price)
 * </pre>
 * {@link persistencebench.model.bookstore.ReferenceData} holds every entity except purchases;
 * {@link persistencebench.model.bookstore.YearlyPurchases} holds one year's purchases in id order (the unit the
 * generator streams to its stores); {@link persistencebench.model.bookstore.Bookstore} is both together.
 * A "foreigner" purchase is one whose customer lives in another city than the shop
 * ({@link persistencebench.model.bookstore.Purchase#isByForeigner()}).
 *
 * <h2>Conventions</h2>
 * <ul>
 *   <li>Every entity has a {@code long id} assigned by the generator, 1..n per entity type; ids are identical in
 *       every store. Purchase ids ascend with the year.</li>
 *   <li>Money is {@link java.math.BigDecimal} with scale 2; timestamps are {@link java.time.LocalDateTime}
 *       (no time zone), minute precision.</li>
 *   <li>Equality is object identity: the generator and each store hold one instance per id.</li>
 *   <li>No framework imports. Classes are non-final with a protected no-arg constructor and non-final private
 *       fields, so an object-graph store can persist them and Hibernate can map them through {@code orm.xml}
 *       with <em>field</em> access (there are no setters). Collections are exposed as read-only views;
 *       children are created through their parent ({@code Shop.hire}, {@code Shop.stock},
 *       {@code Purchase.addItem}) so both directions of an association stay consistent; a JDBC mapper does the
 *       same and gets a consistent (possibly partial) graph.</li>
 * </ul>
 *
 * <h2>Relational schema</h2>
 * The generator's {@code tables.sql} has one table per
 * {@link persistencebench.model.bookstore.BookstoreEntityType} (table name = {@code key()}), columns named after
 * the fields in snake case ({@code first_name}, {@code purchase_price}), foreign keys as
 * {@code <field>_id}, and {@code purchase.time_stamp} for {@code Purchase.timestamp}.
 *
 * <p>Uses the JDK only: no persistence framework, so every store persists these classes as they are.
 */
package persistencebench.model.bookstore;
