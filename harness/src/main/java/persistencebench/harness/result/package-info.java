/**
 * Result files ({@code docs/result-files.md}): the atomic {@link persistencebench.harness.result.ResultFileWriter},
 * the environment beside every number ({@link persistencebench.harness.result.EnvironmentCapture},
 * {@link persistencebench.harness.result.LibraryVersions}, {@link persistencebench.harness.result.CodeVersion}), the journal
 * of finished forks and the resumption of an interrupted run ({@link persistencebench.harness.result.RunJournal},
 * {@link persistencebench.harness.result.RunResume}) and the shared JSON mapper. May use {@code harness.cli} (its
 * one-line errors), {@code harness.db}, {@code harness.files} (replacing a file whole), {@code harness.durability}, {@code harness.measure}, {@code harness.resultformat}
 * (the fields and the format version), {@code harness.settings} and Jackson.
 */
package persistencebench.harness.result;
