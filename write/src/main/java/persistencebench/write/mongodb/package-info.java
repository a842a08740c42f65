/**
 * {@code mongodb}: the trips as documents {@code {_id: <trip id>, v: <124-byte value>}} in a collection of a
 * MongoDB server given by {@code -Dmongo.uri} (the run cannot start one; without it the cells are recorded as
 * skipped). {@code paper} writes one {@code insertOne} per trip, as the storage-backends reference wrote single
 * saves; {@code tuned} writes unordered {@code insertMany} batches, as MongoDB's own import tool does. May use the
 * MongoDB driver, {@code harness.backend}, {@code harness.cli}, {@code harness.db}, {@code harness.durability},
 * {@code harness.settings}, the plug-in API {@code write.plugin} and {@code write.kv}.
 */
package persistencebench.write.mongodb;
