/**
 * The original study as data: its published figures with what each one measured ({@code study-figures.json}, a
 * harness resource), our deliberate differences from its code ({@code deliberate-differences.json}), and the rules
 * that set a published figure against like-for-like cells of ours.
 *
 * <p>May use Jackson and {@code whitepaper.results}; knows nothing of charts or the document. Backend names appear
 * here only as data read from the resources, to match the study's figures with our cells.
 */
package persistencebench.whitepaper.study;
