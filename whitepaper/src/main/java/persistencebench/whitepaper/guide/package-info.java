/**
 * The decision guide: per workload we measure, the winner or the group equal to it, the runner-up with its factor, the
 * price the winner pays and how much of each framework's result is owed to how it is used, every statement computed
 * from the result files and only where the verdict supports it (fairness rule 10, {@code docs/method.md}).
 *
 * <p>May use {@code whitepaper.results}, {@code whitepaper.format} and the JDK; knows nothing of charts or AsciiDoc.
 */
package persistencebench.whitepaper.guide;
