package persistencebench.write.hibernate;

import java.util.List;
import persistencebench.write.LoaderVariant;
import persistencebench.write.WriteBackend;

/** Hibernate ORM into PostgreSQL, into the same table as JDBC: the paper's stateful session and a stateless bulk insert. */
public final class HibernateBackend {
    /** The paper's JDBC batch size. */
    static final int BATCH_SIZE = 1000;

    public static final WriteBackend BACKEND = new WriteBackend("hibernate", true, false, List.of(
            // The paper's persistence context holds every entity of the month, each with its entry, key, state and insert action.
            new LoaderVariant("paper", List.of("-Xmx10g"), context -> new HibernatePersistTripLoader(context.dataSource())),
            new LoaderVariant("tuned", List.of("-Xmx1g"),
                    context -> new HibernateStatelessTripLoader(context.dataSource("reWriteBatchedInserts=true")))));

    private HibernateBackend() {
    }
}
