package persistencebench.write.readback;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.harness.testing.Slow;
import persistencebench.write.TestTrips;
import persistencebench.write.jdbc.JdbcLoadDataTripLoader;
import persistencebench.write.plugin.TripLoader;

/**
 * The tuned JDBC loader on MariaDB answers the read-back phases on the real TLC sample with exactly the trips the CSV
 * has at those ids, as {@link EveryLookupSourceAnswersTest} proves for the loaders on PostgreSQL.
 */
@Slow
class MariaDbLookupSourceTest {
    private static final int LOOKUPS = 2_000;

    @TempDir
    Path directory;

    @Test
    void theLoadDataLoaderAnswersEveryPhaseWithTheCsvsTrips() throws Exception {
        DatabaseTarget database = TestTrips.withTables(TestMariaDb.server(), TestMariaDb.freshDatabase("lookups"));
        ReadBackPlan plan = ReadBackPlan.of(TestTrips.SEED, TestTrips.SAMPLE_ROWS, LOOKUPS);
        Map<String, List<Long>> expected = ReadBackReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL, plan);
        TripLoader loader = new JdbcLoadDataTripLoader(TestTrips.context(directory, database));
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = ReadBackPhases.run((LookupSource) loader, plan, expected, new LinkedHashMap<>());
        assertThat(loader.inspect().digest().rows()).isEqualTo(TestTrips.SAMPLE_ROWS);
        for (ReadBackPhase phase : ReadBackPhase.values()) {
            assertThat(metrics.get(phase.key())).as(phase.key()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                    .containsEntry("digestOk", true).containsKeys("p50Micros", "p99Micros", "opsPerSecond");
        }
        assertThat(metrics).containsEntry("scanKind", "ordered (primary-key range)");
    }
}
