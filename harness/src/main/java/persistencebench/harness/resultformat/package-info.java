/**
 * The result-file contract ({@code docs/result-files.md}), in code: the
 * {@link persistencebench.harness.resultformat.ResultFormat} version every file carries, the names of its fields per
 * level ({@link persistencebench.harness.resultformat.TopField},
 * {@link persistencebench.harness.resultformat.EnvironmentField},
 * {@link persistencebench.harness.resultformat.DatasetField} with each store's
 * {@link persistencebench.harness.resultformat.StoreFactField},
 * {@link persistencebench.harness.resultformat.CellField}), each with its one-line meaning, and the stable
 * {@link persistencebench.harness.resultformat.CellIdentity} of a cell.
 * The writers in {@code harness}, {@code write} and {@code read} and the white paper's reader name fields only through
 * these. Uses nothing but the JDK, so the white paper can see the contract without seeing how anything is measured.
 */
package persistencebench.harness.resultformat;
