/**
 * Hibernate ORM into the benchmark's database: the study's {@code TripDetailsEntity} through a stateful session into
 * {@code trip_details} ({@code paper}) and {@link persistencebench.write.hibernate.TripEntity} through a stateless
 * session into {@code trip} ({@code tuned}); the session factory (the paper one with Hibernate's built-in pool) is
 * bootstrapped and shut down inside the timed region. May use Hibernate, Jakarta Persistence,
 * {@code write.triptables}, {@code model.taxi} and the write package's contract.
 */
package persistencebench.write.hibernate;
