package persistencebench.read.connect;

/**
 * Where the SQL backends find the bookstore database. Plain values (no pool, no server object) so a forked JVM
 * can receive them and open its own connections.
 *
 * @param jdbcUrl {@code jdbc:postgresql://host:port/bookstore_<size>_s<seed>}
 */
public record DatabaseTarget(String jdbcUrl, String user, String password) {

    @Override
    public String toString() {
        return "DatabaseTarget[" + jdbcUrl + ", user " + user + "]";
    }
}
