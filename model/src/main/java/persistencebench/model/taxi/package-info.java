/**
 * The taxi dataset of the write benchmark, as plain Java objects, and the proof of what a store holds.
 * <ul>
 *   <li>{@link persistencebench.model.taxi.Trip}: one TLC trip as parsed, the 18 CSV columns (nullable where real
 *       files have blanks); {@link persistencebench.model.taxi.TripDetails}: the original study's shape of it (text
 *       ids, byte counts, float amounts, a char flag, a UUID key from {@link persistencebench.model.taxi.TripIds}).</li>
 *   <li>{@link persistencebench.model.taxi.RowDigest}: an order-independent sum of per-row MD5 hashes of a
 *       {@link persistencebench.model.taxi.CanonicalRow canonical text}, with per-column diagnostic sums; one
 *       canonical form per stored shape ({@link persistencebench.model.taxi.TripRows},
 *       {@link persistencebench.model.taxi.TripDetailsRows}), which a store's SQL reproduces exactly.</li>
 * </ul>
 * Uses the JDK only: no persistence framework, so every store persists these classes as they are.
 */
package persistencebench.model.taxi;
