/**
 * The published reference edition ({@code docs/method.md}, "The reference edition"): a full main job's result files,
 * compressed, with the white paper rendered from them and {@code EDITION.md} saying which code, machine and job time
 * measured them; and the README's findings table, computed from the edition's decision guide.
 *
 * <p>May use {@code whitepaper.results}, {@code whitepaper.guide}, {@code whitepaper.format}, {@code harness.resultformat}
 * (the field names), {@code harness.result} (the CSV table) and the JDK; the rendering itself is passed in by the generator's entry
 * point, so this package knows nothing of charts or AsciiDoc.
 */
package persistencebench.whitepaper.edition;
