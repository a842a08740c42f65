/**
 * Result files ({@code docs/result-files.md}): the atomic {@link persistencebench.harness.result.ResultFileWriter},
 * the environment beside every number ({@link persistencebench.harness.result.EnvironmentCapture},
 * {@link persistencebench.harness.result.LibraryVersions}) and the shared JSON mapper. May use {@code harness.db},
 * {@code harness.measure}, {@code harness.settings} and Jackson.
 */
package persistencebench.harness.result;
