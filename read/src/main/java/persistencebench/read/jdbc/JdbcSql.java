package persistencebench.read.jdbc;

import persistencebench.harness.sql.SqlResources;

/** The JDBC backend's statements for one dialect: {@code persistencebench/read/jdbc/sql/<dialect>/}, generic fallback. */
final class JdbcSql {

    private JdbcSql() {
    }

    /** @param dialect the server's engine name, e.g. {@code postgresql} */
    static SqlResources of(String dialect) {
        return SqlResources.of(JdbcSql.class, "persistencebench/read/jdbc/sql", dialect);
    }
}
