package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.harness.testing.Slow;
import persistencebench.write.TestTrips;
import persistencebench.write.jdbc.JdbcLoadDataTripLoader;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * The tuned JDBC and Hibernate loaders' trip table on MariaDB serves the single operations as
 * {@link SingleOpsOnTripTablesTest} proves for the other engines: every read answers the expected trip, and the final
 * state is the CSV's with the operations applied. Hibernate's transactions no longer switch auto-commit off and on
 * (on MariaDB's driver two statements per write), which the server's own count of {@code SET} statements shows.
 */
@Slow
class MariaDbSingleOpsTest {
    private static final int OPERATIONS = 200;

    @TempDir
    Path directory;

    @Test
    void theLoadDataTripTableServesEveryOperationAndEndsInTheExpectedState() throws Exception {
        DatabaseTarget database = TestTrips.withTables(TestMariaDb.server(), TestMariaDb.freshDatabase("single_ops"));
        TripLoader loader = new JdbcLoadDataTripLoader(TestTrips.context(directory, database));
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        Map<String, Object> metrics = SingleOpsPhases.run((SingleOpsSource) loader, spec(), new LinkedHashMap<>());

        assertThat(spec().asLoaded(loader.inspect().digest()).describeDifference(TestTrips.expected(TripShape.TRIP, TestTrips.realSample())))
                .isEmpty();
        assertThat(metrics.get("quiesce")).as("InnoDB's dirty pages written before the phases").asString()
                .contains("SET GLOBAL innodb_max_dirty_pages_pct = 0", "INNODB_BUFFER_POOL_PAGES_DIRTY'\" = 0", "= @quiesce_max_dirty_pages_pct");
        assertThat(metrics.get("mixA")).asInstanceOf(InstanceOfAssertFactories.MAP).containsEntry("digestOk", true).containsKeys("read", "update");
    }

    @Test
    void hibernateServesThemWithoutSwitchingAutoCommitPerTransaction() throws Exception {
        DatabaseTarget database = TestTrips.withTables(TestMariaDb.server(), TestMariaDb.freshDatabase("single_ops_hibernate"));
        TripLoader loader = WriteBackend.registry().byName("hibernate").variant("tuned").map(Variant::strategy).orElseThrow()
                .create(TestTrips.context(directory, database));
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));

        long setsBefore = setStatements(database);
        SingleOpsPhases.run((SingleOpsSource) loader, spec(), new LinkedHashMap<>());
        long sets = setStatements(database) - setsBefore;

        assertThat(spec().asLoaded(loader.inspect().digest()).describeDifference(TestTrips.expected(TripShape.TRIP, TestTrips.realSample())))
                .isEmpty();
        long writes = Stream.concat(spec().plan().warmup().stream(), spec().plan().sequence().values().stream().flatMap(List::stream))
                .filter(operation -> operation.kind() != SingleOp.Kind.READ).count();
        assertThat(sets).as("SET statements the server ran for %d writes (two each if Hibernate switched auto-commit)", writes)
                .isLessThan(50);
    }

    private static SingleOpsSpec spec() throws Exception {
        return SingleOpsReference.expected(TestTrips.realSample(), BadRowPolicy.FAIL, new SingleOpsPlan(TestTrips.SEED, TestTrips.SAMPLE_ROWS, OPERATIONS));
    }

    /** The server's count of {@code SET} statements ({@code Com_set_option}), of every session. */
    private static long setStatements(DatabaseTarget database) throws Exception {
        try (Connection c = database.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'Com_set_option'")) {
            rs.next();
            return rs.getLong(2);
        }
    }
}
