/**
 * The in-process engines whose databases are files: H2 ({@link persistencebench.harness.db.file.H2Engine}) and SQLite
 * ({@link persistencebench.harness.db.file.SqliteEngine}), no server process to start, stop or charge CPU to. One
 * {@code FileServer} serves both, composed with what differs between them ({@code FileEngine}: {@code H2Files},
 * {@code SqliteFiles}). May use the H2 and sqlite-jdbc drivers, {@code harness.db}, {@code harness.durability} and
 * {@code harness.settings}.
 */
package persistencebench.harness.db.file;
