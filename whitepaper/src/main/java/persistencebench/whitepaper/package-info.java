/**
 * The white paper generator's entry point ({@code ./mvnw -pl whitepaper exec:java}), its settings and the
 * generation that turns {@code results/write-latest.json}, {@code results/read-latest.json} and a scaling study's
 * {@code results/scaling-latest.json} into figures and a document under {@code results/whitepaper/}.
 *
 * <p>May use {@code whitepaper.*}, {@code harness.settings}, {@code harness.console} and {@code harness.cli} (the harness's
 * settings and console conventions, and its safe printing) only; the white paper depends on result files, never on the write or read benchmark code.
 */
package persistencebench.whitepaper;
