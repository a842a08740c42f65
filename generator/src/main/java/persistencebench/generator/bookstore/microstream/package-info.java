/**
 * The bookstore in MicroStream 08.01: the storage root ({@link persistencebench.generator.bookstore.microstream.MicroStreamBookstoreRoot},
 * reference data loaded eagerly, purchases lazily per year), the batch writer and the opener/counter.
 */
package persistencebench.generator.bookstore.microstream;
