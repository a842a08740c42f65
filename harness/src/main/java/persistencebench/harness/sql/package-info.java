/**
 * The SQL dialect seam: named statements as per-dialect class-path resources with a generic fallback
 * ({@link persistencebench.harness.sql.SqlResources}), so adding a SQL engine adds resource files, not Java branches.
 * Uses the JDK only.
 */
package persistencebench.harness.sql;
