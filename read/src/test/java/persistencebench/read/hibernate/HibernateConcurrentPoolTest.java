package persistencebench.read.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.read.TinyBookstore;
import persistencebench.harness.testing.Slow;

/**
 * The Hibernate pool of the {@code concurrentReads} cells on the real PostgreSQL holds all its connections as soon as
 * it is opened (not once HikariCP's housekeeper gets to them), and the warm-up runs once per connection.
 */
@Slow
class HibernateConcurrentPoolTest {

    @Test
    void thePoolIsFullWhenOpenedAndTheWarmUpRunsOnEachConnection() throws Exception {
        HibernateQueryService service = new HibernateQueryService(TinyBookstore.target("hibernate", "tuned").database(),
                new TunedHibernateQueries(), 4);
        try (HibernateConcurrentQueries queries = new HibernateConcurrentQueries(service)) {
            queries.open();
            assertThat(queries.openConnections()).hasValue(4);
            List<Long> found = Collections.synchronizedList(new ArrayList<>());
            int reached = queries.warmEachConnection(pinned -> found.add(pinned.customerById(1).getId()));

            assertThat(reached).isEqualTo(4);
            assertThat(found).containsExactly(1L, 1L, 1L, 1L);
            assertThat(queries.openConnections()).hasValue(4);
        }
    }
}
