/**
 * Reading result files: their content as {@code docs/result-files.md} defines it ({@link
 * persistencebench.whitepaper.results.LoadedResultFile}), the checks that refuse a file, the verdict on each cell,
 * the backend catalogue (labels, colours, order, variant kinds), the presentation order of cells, the parts of the
 * timed region, what each cell is compared by with its 95 % interval and what a ranking of cells may claim, and the
 * draft status.
 *
 * <p>May use Jackson, the JDK, {@code harness.measure} (its {@code ConfidenceInterval}, the method behind every
 * {@code ci95}, and {@code MachineQuietness}, the programs' rule for a quiet machine), {@code harness.settings} (the
 * programs' rule for whether settings are the published ones), both applied to what a file records
 * ({@code RecordedStatus}), {@code harness.cli}'s {@code TerminalText} (a file's text in a refusal line) and
 * {@code harness.resultformat} (the field names) only; it knows nothing of charts or the
 * document, and names no backend or variant: everything it knows about them comes from the files. What it knows of
 * the database engines beyond the files (display names, in-process or server, which settings size the cache and
 * make commits durable) is in {@link persistencebench.whitepaper.results.Database}.
 */
package persistencebench.whitepaper.results;
