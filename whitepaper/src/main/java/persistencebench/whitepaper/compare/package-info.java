/**
 * Two runs set side by side ({@code -Dcompare=A,B}): what the runs recorded differently (data, settings, versions,
 * machine) named first, then every cell both measured with each run's value and interval, the second's over the first's
 * with Welch's interval on the log scale and the verdict the white paper gives such a ratio, the cells only one run has,
 * and a summary per class of cell; on the console and as an HTML report.
 *
 * <p>May use {@code whitepaper.results}, {@code whitepaper.format}, {@code whitepaper.document} (its AsciiDoc table and
 * renderer), {@code harness.plan} (the classes of cell), {@code harness.resultformat} (the field names),
 * {@code harness.settings} (a refused setting), {@code harness.console} (its table) and the JDK; names no backend or
 * variant.
 */
package persistencebench.whitepaper.compare;
