package persistencebench.generator.bookstore.database;

import persistencebench.harness.sql.SqlResources;

/** The bookstore's SQL for one dialect: {@code persistencebench/generator/bookstore/sql/<dialect>/}, generic fallback. */
final class BookstoreSql {
    static final String BASE = "persistencebench/generator/bookstore/sql";

    private BookstoreSql() {
    }

    /** @param dialect the server's engine name, e.g. {@code postgresql} */
    static SqlResources of(String dialect) {
        return SqlResources.of(BookstoreSql.class, BASE, dialect);
    }
}
