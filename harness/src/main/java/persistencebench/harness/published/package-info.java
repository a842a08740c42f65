/**
 * The original study's published figures as data ({@link persistencebench.harness.published.StudyFigures}), the one
 * source console tables and the white paper show beside our measurements. Uses Jackson.
 */
package persistencebench.harness.published;
