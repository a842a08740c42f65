/**
 * Measurement: {@link persistencebench.harness.measure.CellRunner} times every sample of a
 * {@link persistencebench.harness.measure.MeasuredOperation} as open, work and close (warm-ups discarded), with JVM
 * and server CPU, live heap after GC and peak heap; {@link persistencebench.harness.measure.CellResult} is a result
 * file's cell; {@link persistencebench.harness.measure.SanityPairs} flags cells running the same code whose numbers
 * disagree. Backends never time themselves. Uses the JDK, HdrHistogram, Jackson annotations,
 * {@code harness.cli}'s {@code Credentials} and the field names of {@code harness.resultformat}.
 */
package persistencebench.harness.measure;
