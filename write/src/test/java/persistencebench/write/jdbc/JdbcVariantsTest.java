package persistencebench.write.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;

/**
 * The JDBC steps isolate what they claim: {@code rewrite} is the paper loader into the study's table on the study's
 * server profile with one driver flag added; {@code insert} is the tuned load's table, profile and heap with INSERT
 * batches instead of COPY, on PostgreSQL only; only {@code tuned} and {@code insert} run on the expert's profile.
 */
class JdbcVariantsTest {
    private static final DatabaseTarget DATABASE = new DatabaseTarget("postgresql", "jdbc:postgresql://localhost:5432/taxi", "taxi",
            "bench", "pw", null);

    @TempDir
    Path directory;

    @Test
    void rewriteIsThePaperLoaderWithOnlyTheDriverFlagAdded() {
        Map<String, Variant<LoaderFactory>> variants = new JdbcBackend().variants().stream()
                .collect(Collectors.toMap(Variant::name, variant -> variant));
        TripLoader paper = variants.get("paper").strategy().create(TestTrips.context(directory, DATABASE));
        TripLoader rewrite = variants.get("rewrite").strategy().create(TestTrips.context(directory, DATABASE));

        assertThat(rewrite).isInstanceOf(JdbcPaperTripLoader.class);
        assertThat(variants.get("rewrite").strategy().shape()).isEqualTo(TripShape.TRIP_DETAILS).isEqualTo(variants.get("paper").strategy().shape());
        assertThat(rewrite.implementation()).isEqualTo(paper.implementation() + " with reWriteBatchedInserts=true");
        assertThat(variants.get("rewrite").jvmFlags()).isEqualTo(variants.get("paper").jvmFlags());
        assertThat(variants.get("rewrite").description()).contains("reWriteBatchedInserts=true", "paper loader");
    }

    @Test
    void insertIsTheTunedLoadWithInsertBatchesInsteadOfCopyOnPostgresqlOnly() {
        Map<String, Variant<LoaderFactory>> variants = new JdbcBackend().variants().stream()
                .collect(Collectors.toMap(Variant::name, variant -> variant));
        Variant<LoaderFactory> insert = variants.get("insert");
        TripLoader loader = insert.strategy().create(TestTrips.context(directory, DATABASE));

        assertThat(insert.kind()).isEqualTo(VariantKind.STEP);
        assertThat(loader).isInstanceOf(JdbcBatchInsertTripLoader.class);
        assertThat(loader.implementation()).endsWith(" in the bulk shape");
        assertThat(insert.strategy().shape()).isEqualTo(TripShape.TRIP).isEqualTo(variants.get("tuned").strategy().shape());
        assertThat(insert.jvmFlags()).isEqualTo(variants.get("tuned").jvmFlags());
        assertThat(insert.strategy().runsOn("postgresql")).isTrue();
        assertThat(insert.strategy().runsOn("h2")).isFalse();
        assertThat(insert.description()).contains("TRUNCATE trip", "ADD PRIMARY KEY", "reWriteBatchedInserts=true");
    }

    @Test
    void onlyTheTunedLoadAndItsInsertStepRunOnTheExpertsServerProfile() {
        Map<String, String> profiles = new JdbcBackend().variants().stream().collect(Collectors.toMap(Variant::name, Variant::serverProfile));
        assertThat(profiles).containsEntry("paper", "study").containsEntry("rewrite", "study").containsEntry("tuned", "tuned")
                .containsEntry("insert", "tuned");
    }
}
