/**
 * Hibernate ORM into the benchmark's database: the study's {@code TripDetailsEntity} through a stateful session
 * into {@code trip_details} ({@code paper}) and {@link persistencebench.write.hibernate.TripEntity} through a
 * stateless session into {@code trip} ({@code tuned}); the session factory (the paper one with Hibernate's built-in
 * pool) is bootstrapped and shut down inside the timed region. May use Hibernate, Jakarta Persistence,
 * {@code harness.backend}, {@code harness.db}, {@code harness.durability}, {@code model.taxi}, the plug-in API
 * {@code write.plugin}, {@code write.triptables} and {@code write.singleops}.
 */
package persistencebench.write.hibernate;
