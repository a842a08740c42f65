package persistencebench.write;

/**
 * Where the PostgreSQL loaders store: a JDBC URL of the server (its database part is replaced by
 * {@code database}), the database name and credentials. Passed from the benchmark to the forked JVMs.
 */
public record DatabaseTarget(String jdbcUrl, String database, String user, String password) {

    /** The same target with extra pgJDBC URL parameters, e.g. {@code reWriteBatchedInserts=true}. */
    public DatabaseTarget withUrlParameters(String parameters) {
        if (parameters == null || parameters.isEmpty()) {
            return this;
        }
        return new DatabaseTarget(jdbcUrl + (jdbcUrl.contains("?") ? "&" : "?") + parameters, database, user, password);
    }

    @Override
    public String toString() {
        return "DatabaseTarget[" + jdbcUrl + ", database=" + database + ", user=" + user + "]";
    }
}
