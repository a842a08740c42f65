/**
 * The two read-benchmark queries, independent of any persistence framework.
 *
 * <ul>
 *   <li>{@link persistencebench.model.bookstore.query.BookstoreQueryService}: the contract every backend and
 *       variant implements (open, {@code customersPages}, {@code purchasesOfForeigners} one sample per call, close, and
 *       statement counting for an untimed pass);</li>
 *   <li>{@link persistencebench.model.bookstore.query.QueryParameters}: the one set of years, countries and pages
 *       every backend is asked about, chosen with the run's seed from what the dataset manifest records;</li>
 *   <li>{@link persistencebench.model.bookstore.query.CanonicalDigests}: reduces a sample's answer to a SHA-256
 *       digest over sorted ids and values, so the run can prove that every backend answered the same;
 *       {@link persistencebench.model.bookstore.query.DigestDifference} says how two answers differ.</li>
 * </ul>
 * May use {@code model.bookstore} and the JDK.
 */
package persistencebench.model.bookstore.query;
