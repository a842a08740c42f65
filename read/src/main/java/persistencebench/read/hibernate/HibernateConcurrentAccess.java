package persistencebench.read.hibernate;

import persistencebench.read.plugin.ConcurrentAccess;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ConnectionMode;
import persistencebench.read.plugin.DatasetTarget;

/**
 * Concurrent readers through Hibernate: a {@code Session} is not thread-safe, so each operation opens its own session
 * on the one session factory every thread shares (the service already runs each call in a session of its own); the
 * mode is the connections behind that factory: {@code shared} a HikariCP pool of one connection, so the sessions take
 * turns on it, {@code pool} one of as many connections as threads. Both variants get the same pool (the paper variant's
 * built-in pool is not meant for concurrent use), so they differ only in mapping and queries. The pool is full before
 * any cell measures and the warm-up reaches each of its connections ({@link HibernateConcurrentQueries}).
 */
final class HibernateConcurrentAccess implements ConcurrentAccess {
    private final HibernateQueries queries;

    HibernateConcurrentAccess(HibernateQueries queries) {
        this.queries = queries;
    }

    @Override
    public String describe(ConnectionMode mode) {
        return switch (mode) {
            case SHARED -> "one session factory, a session and read-only transaction (auto-commit off; SQLite unmarked) per"
                    + " operation, behind it a HikariCP pool of one connection that the sessions take turns on";
            case POOL -> "one session factory, a session and read-only transaction (auto-commit off; SQLite unmarked) per"
                    + " operation, behind it a HikariCP pool of as many connections as threads";
        };
    }

    @Override
    public ConcurrentQueries create(DatasetTarget target, ConnectionMode mode, int threads) {
        int connections = mode == ConnectionMode.SHARED ? 1 : threads;
        return new HibernateConcurrentQueries(new HibernateQueryService(target.database(), queries, connections));
    }
}
