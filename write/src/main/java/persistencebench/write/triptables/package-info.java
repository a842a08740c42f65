/**
 * The SQL tables the trips are stored in, one class per stored shape ({@link
 * persistencebench.write.triptables.TripTable} for {@code trip},
 * {@link persistencebench.write.triptables.TripDetailsTable} for the study's {@code trip_details}), with all their
 * SQL (DDL with autovacuum off, the statements that prepare a table before a sample and empty it after its proof,
 * insert and bulk-load statements, the server-side digest (or, without MD5 in the dialect, the canonical columns
 * {@link persistencebench.write.triptables.CanonicalRowsDigest} hashes), size, WAL position, running autovacuum
 * workers, the statement that forces a commit where the engine does not) in per-dialect resources under
 * {@code persistencebench/write/triptables/sql}, and {@link persistencebench.write.triptables.SqlTripLoader}, the
 * untimed reset-and-inspect frame every SQL loader shares (with its bounded wait for autovacuum). Names no backend;
 * used by the JDBC and Hibernate packages and by the orchestrator (to create the tables). May use
 * {@code harness.sql}, {@code harness.db}, {@code harness.durability}, {@code harness.resultformat},
 * {@code model.taxi}, the plug-in API {@code write.plugin} and the phases {@code write.readback} and
 * {@code write.singleops}.
 */
package persistencebench.write.triptables;
