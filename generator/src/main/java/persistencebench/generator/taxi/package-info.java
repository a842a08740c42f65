/**
 * The taxi dataset on disk: {@link persistencebench.generator.taxi.TaxiCsvGenerator} writes a seeded synthetic month
 * in the exact NYC TLC yellow-taxi CSV format (cached under {@code data/taxi}, its bytes fixed by rows and seed), and
 * {@link persistencebench.generator.taxi.TripCsvReader} streams any such file, generated or real, plain or gzip,
 * into {@link persistencebench.model.taxi.Trip}s with a hand-rolled byte parser, stopping at or skipping malformed
 * rows ({@link persistencebench.generator.taxi.BadRowPolicy}). The reader does nothing per trip beyond delivering it,
 * because benchmarks time it. May use {@code model.taxi},
 * {@code harness.files} (the free space a generation needs) and the JDK.
 */
package persistencebench.generator.taxi;
