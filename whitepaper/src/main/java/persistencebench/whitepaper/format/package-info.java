/**
 * How the white paper words and formats what it shows: numbers ({@link
 * persistencebench.whitepaper.format.Quantities}), cell and phase names, run descriptions for footnotes, durability
 * and cold-kind statements, failure texts, and the removal of machine paths from anything a result file says.
 *
 * <p>May use {@code whitepaper.results}, {@code harness.measure} and the JDK; knows nothing of charts or AsciiDoc.
 */
package persistencebench.whitepaper.format;
