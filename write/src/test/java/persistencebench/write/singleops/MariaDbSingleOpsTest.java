package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.TestMariaDb;
import persistencebench.write.TestTrips;
import persistencebench.write.TripLoader;
import persistencebench.write.TripShape;
import persistencebench.write.jdbc.JdbcLoadDataTripLoader;

/**
 * The tuned JDBC loader's trip table on MariaDB serves the single operations as {@link SingleOpsOnTripTablesTest}
 * proves for the other engines: every read answers the expected trip, and the final state is the CSV's with the
 * operations applied.
 */
class MariaDbSingleOpsTest {

    @TempDir
    Path directory;

    @Test
    void theLoadDataTripTableServesEveryOperationAndEndsInTheExpectedState() throws Exception {
        DatabaseTarget database = TestTrips.withTables(TestMariaDb.server(), TestMariaDb.freshDatabase("single_ops"));
        SingleOpsSpec spec = SingleOpsReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL,
                new SingleOpsPlan(TestTrips.SEED, TestTrips.SAMPLE_ROWS, 200));
        TripLoader loader = new JdbcLoadDataTripLoader(TestTrips.context(directory, database));
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = SingleOpsPhases.run((SingleOpsSource) loader, spec, new LinkedHashMap<>());

        assertThat(spec.asLoaded(loader.inspect().digest()).describeDifference(TestTrips.expected(TripShape.TRIP, TestTrips.realSample())))
                .isEmpty();
        assertThat(metrics.get("quiesce")).as("InnoDB's dirty pages written before the phases").asString()
                .contains("SET GLOBAL innodb_max_dirty_pages_pct = 0", "INNODB_BUFFER_POOL_PAGES_DIRTY'\" = 0", "= @quiesce_max_dirty_pages_pct");
        assertThat(metrics.get("mixA")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true).containsKeys("read", "update");
    }
}
