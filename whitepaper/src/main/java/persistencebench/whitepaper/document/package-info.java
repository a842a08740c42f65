/**
 * The document: the AsciiDoc source assembled from templates, tables and figure blocks (first-page
 * publication notice, environment, write and read sections, the study comparison, deliberate differences,
 * samples appendix), and its rendering to HTML and PDF with AsciidoctorJ.
 *
 * <p>May use the {@code results}, {@code format}, {@code study} and {@code chart} packages (figures only by
 * name and caption) and AsciidoctorJ; names no backend or variant.
 */
package persistencebench.whitepaper.document;
