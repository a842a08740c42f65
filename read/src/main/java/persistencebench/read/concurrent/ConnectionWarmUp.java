package persistencebench.read.concurrent;

import java.util.List;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.ConcurrentQueries;

/**
 * The warm-up of every connection behind a {@code concurrentReads} mode, once after opening it (a pool is opened per
 * thread count, so each pool gets its own), before any of its cells measures: on each connection, with all of them
 * held, {@value #ON_POSTGRESQL} operations of every query on PostgreSQL, one pass over the query's distinct operations on
 * SQLite and {@value #ELSEWHERE} elsewhere, every connection in a thread of its own at the same time (what a run leaves
 * is the connection's own, so running them at once changes nothing but the wait). A warm-up spread over threads by the
 * pool reaches only the connections the pool happens to hand out (HikariCP gives a thread the connection it used last),
 * so with eight connections and eight slow warm-up operations some connections would run a statement fewer than five
 * times and reach the measured region unprepared. The number covers pgJDBC and PostgreSQL's two per-connection rules,
 * neither changed by the run (the hot and cold cells' {@code planSettings} record {@code prepareThreshold} and
 * {@code plan_cache_mode}): pgJDBC runs a statement's fifth execution on a connection as a named server-side statement
 * ({@code prepareThreshold} 5), and the server plans a named statement's first five executions for their parameters,
 * then on the sixth (the connection's tenth) builds its generic plan and from then on weighs its cost against the
 * custom plans' average at every execution (a switch to the generic plan can still follow as the custom plans' average
 * moves, and is then final). After ten, the generic plan has been built and first weighed before any measured
 * operation; with six, a pool of eight threads could run the slow query's first measured operations (two or so per
 * connection) on custom plans and switch inside a sample. Ten is also the hot cells' number of warm-up passes. H2 keeps
 * parsed commands per session, filled on the first execution; MariaDB Connector/J (client-side prepared statements by
 * default) and xerial's SQLite driver prepare per statement object, so nothing of theirs stays cold per connection
 * after one execution, and ten would only cost time: several minutes per fork for the study's foreigners query on
 * MariaDB and SQLite ({@code docs/method.md}, "Why the defaults are what they are"). But SQLite's page cache is the
 * connection's own (the tuned profile's 2 GiB, no memory mapping, no shared cache), so a new pool's connections start
 * empty: one pass over the query's distinct operations loads the pages the measured passes read, as the shared
 * connection's fork warm-up did. An object graph has no connection. The cells record what ran and whether the pool was
 * full when their clock started.
 */
final class ConnectionWarmUp {
    /** pgJDBC's prepareThreshold (5) plus PostgreSQL's five custom plans before its choice of a generic one. */
    static final int ON_POSTGRESQL = 10;
    /** What H2's and MariaDB's sessions and drivers cache per connection is filled by one execution. */
    static final int ELSEWHERE = 1;

    private final QueryParameters parameters;
    private final ConcurrentPlan plan;
    private final String engine;

    /** @param engine the database engine the connections lead to, or null for a store without connections */
    ConnectionWarmUp(QueryParameters parameters, ConcurrentPlan plan, String engine) {
        this.parameters = parameters;
        this.plan = plan;
        this.engine = engine;
    }

    /**
     * The seed the warm-up's arguments are drawn from: on SQLite the measured operations' own (its pass loads the pages
     * they read, as the fork's warm-up did for the shared connection), elsewhere others, as the cells' warm-ups are.
     */
    private long argumentSeed() {
        return SqliteEngine.NAME.equals(engine) ? plan.seed() : ~plan.seed();
    }

    /** Warm-up operations of {@code query} per connection (see the class comment). */
    int perConnection(ConcurrentQuery query) {
        if (PostgresEngine.NAME.equals(engine)) {
            return ON_POSTGRESQL;
        }
        return SqliteEngine.NAME.equals(engine) ? plan.operations(query) : ELSEWHERE;
    }

    /**
     * Runs the warm-up on every connection of {@code queries} ({@link #argumentSeed}), and returns how many connections
     * it reached (0: the queries have none, it ran once).
     */
    int run(ConcurrentQueries queries, List<ConcurrentQuery> queryList) {
        return queries.warmEachConnection(pinned -> {
            for (ConcurrentQuery query : queryList) {
                for (long argument : query.arguments(parameters, plan.customers(), argumentSeed(), perConnection(query))) {
                    query.run(pinned, parameters, argument);
                }
            }
        });
    }

    /**
     * Records in {@code cell} the warm-up of its connections and, just before its clock starts, how many connections
     * {@code queries} hold; a pool ({@code poolSize} > 0) is full when it holds that many.
     */
    void record(CellResult cell, int connectionsWarmed, ConcurrentQueries queries, int poolSize) {
        queries.openConnections().ifPresent(open -> {
            cell.put(CellField.CONNECTIONS_WARMED, connectionsWarmed);
            cell.put(CellField.WARMUP_OPERATIONS_PER_CONNECTION, perConnection(ConcurrentQuery.ofLabel((String) cell.metric(CellField.QUERY))));
            cell.put(CellField.OPEN_CONNECTIONS, open);
            if (poolSize > 0) {
                cell.put(CellField.POOL_FULL, open >= poolSize);
            }
        });
    }
}
