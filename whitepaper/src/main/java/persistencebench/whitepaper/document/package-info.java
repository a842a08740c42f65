/**
 * The document: the AsciiDoc source assembled from templates, tables and figure blocks (first-page publication
 * notice, environment, write and read sections, the scaling study, the study comparison, deliberate differences,
 * samples appendix),
 * and its rendering to HTML and PDF with AsciidoctorJ.
 *
 * <p>May use the {@code whitepaper.results}, {@code whitepaper.format}, {@code whitepaper.study},
 * {@code whitepaper.guide} and {@code whitepaper.chart} packages (figures only by name and caption), {@code harness.cli},
 * {@code harness.measure} and AsciidoctorJ; names no backend or variant.
 */
package persistencebench.whitepaper.document;
