/**
 * The figures: JFreeChart bar, stacked-bar and line charts built from result files, with the backend colours and
 * labels the files declare, whiskers of 95 % intervals over forks, the timed region's open/work/close parts, the
 * study's published figures beside ours, a forest plot per decision-guide row, and the DRAFT mark; written as PNG and
 * SVG.
 *
 * <p>May use {@code whitepaper.results}, {@code whitepaper.format}, {@code whitepaper.study}, {@code whitepaper.guide},
 * {@code harness.measure}, JFreeChart and Batik's SVG generator; knows nothing of the AsciiDoc document and names
 * no backend or variant.
 */
package persistencebench.whitepaper.chart;
