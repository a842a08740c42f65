/**
 * The original study's published figures as data ({@link persistencebench.harness.published.StudyFigures}), the one
 * source console tables and the white paper show beside our measurements. May use {@code harness.result} (its JSON
 * mapper) and Jackson.
 */
package persistencebench.harness.published;
