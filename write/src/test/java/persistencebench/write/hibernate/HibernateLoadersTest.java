package persistencebench.write.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.hibernate.engine.jdbc.connections.internal.DriverManagerConnectionProvider;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.testing.Slow;
import persistencebench.write.TestTrips;

/**
 * The paper loader connects as the study's hibernate.cfg.xml did, through Hibernate's built-in pool created by the
 * timed bootstrap; the tuned loader claims nothing a stateless session does not do.
 */
@Slow
class HibernateLoadersTest {
    @TempDir
    Path directory;

    @Test
    void paperConnectsThroughTheBuiltInPoolThatItsBootstrapCreatesAndItsShutdownStops() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("hibernate_pool");
        HibernatePaperTripLoader loader = new HibernatePaperTripLoader(TestTrips.context(directory, database));
        try {
            SessionFactoryImplementor factory = opened(loader);
            assertThat(factory.getServiceRegistry().getService(ConnectionProvider.class)).isInstanceOf(DriverManagerConnectionProvider.class);
            assertThat(factory.getSessionFactoryOptions().getJdbcBatchSize()).isEqualTo(HibernatePaperTripLoader.BATCH_SIZE);
            loader.close();
            assertThat(factory.isClosed()).isTrue();
        } finally {
            loader.release();
        }
    }

    @Test
    void tunedDoesNotOrderInsertsNorClaimTo() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("hibernate_stateless");
        HibernateStatelessTripLoader loader = new HibernateStatelessTripLoader(TestTrips.context(directory, database));
        try {
            SessionFactoryImplementor factory = opened(loader);
            assertThat(factory.getSessionFactoryOptions().isOrderInsertsEnabled()).isFalse();
            assertThat(factory.getServiceRegistry().getService(ConnectionProvider.class)).isNotInstanceOf(DriverManagerConnectionProvider.class);
            assertThat(loader.session().getJdbcBatchSize()).isEqualTo(HibernateStatelessTripLoader.BATCH_SIZE);
        } finally {
            loader.release();
        }
        assertThat(new HibernateBackend().variants()).extracting(Variant::description).noneMatch(text -> text.contains("order"));
    }

    /** Resets and opens the loader as a sample does; returns the session factory its open bootstrapped. */
    private static SessionFactoryImplementor opened(HibernateTripLoader<?> loader) throws Exception {
        loader.reset();
        loader.open();
        return ((SharedSessionContractImplementor) loader.session()).getFactory();
    }
}
