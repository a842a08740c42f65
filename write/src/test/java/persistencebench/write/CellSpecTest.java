package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.result.Json;

class CellSpecTest {
    private static final DatabaseTarget PLANNED = new DatabaseTarget("postgresql", "jdbc:postgresql://localhost:5432/taxi", "taxi",
            "bench", "pw", 42L);
    @TempDir
    Path directory;

    @Test
    void survivesTheJsonHandOverToAForkedJvm() throws Exception {
        CellSpec spec = new CellSpec("microstream", "tuned", "tuned-2ch", "store", 2, directory.resolve("trips.csv").toString(), null,
                BadRowPolicy.SKIP, 2_821_515, List.of(1L, 2L, 3L), 20, "os", 1, 3, 2, directory.resolve("store").toString(),
                new DatabaseTarget("postgresql", "jdbc:postgresql://localhost:5432/taxi?ssl=false", "taxi", "bench", "s3cret=!", 4711L), "tuned", null, null, null, null);
        Path file = directory.resolve("cell.json");
        Json.mapper().writeValue(file.toFile(), spec);
        assertThat(Json.mapper().readValue(file.toFile(), CellSpec.class)).isEqualTo(spec);

        CellSpec withoutDatabase = new CellSpec("csv", "baseline", "baseline", "load-only", null, "trips.csv", null, BadRowPolicy.FAIL, 10,
                null, 20, "disk", 0, 1, 1, "store", null, null, null, null, null, null);
        Json.mapper().writeValue(file.toFile(), withoutDatabase);
        assertThat(Json.mapper().readValue(file.toFile(), CellSpec.class)).isEqualTo(withoutDatabase);
    }

    @Test
    void aPartKeepsEverythingButItsForkAndSamples() {
        CellSpec spec = new CellSpec("jdbc", "paper", "paper", "store", null, "trips.csv", null, BadRowPolicy.FAIL, 10, List.of(1L), 20, "disk", 1,
                5, 1, "store", PLANNED, null, null, null, null, null);
        CellSpec part = spec.part(2, 2);
        assertThat(part.fork()).isEqualTo(2);
        assertThat(part.iterations()).isEqualTo(2);
        assertThat(part.warmups()).isEqualTo(1);
        assertThat(part.title()).isEqualTo("jdbc/paper");
        assertThat(part.loaderContext().durability().label()).isEqualTo("disk");
    }

    @Test
    void aPartOnTheServerAsItRunsNowCarriesItsCurrentTargetAndProfileIntoItsCell() {
        CellSpec planned = new CellSpec("jdbc", "tuned", "tuned", "store", null, "trips.csv", null, BadRowPolicy.FAIL, 10, List.of(1L), 20, "os", 0,
                2, 1, "store", PLANNED, null, null, null, null, null);
        DatabaseTarget restarted = new DatabaseTarget("postgresql", PLANNED.jdbcUrl(), "taxi", "bench", "pw", 99L);
        CellSpec part = planned.part(2, 1).on(restarted, "tuned");
        assertThat(part.database().serverPid()).isEqualTo(99L);
        assertThat(part.fork()).isEqualTo(2);
        assertThat(part.newCell().metrics()).containsEntry("serverProfile", "tuned").containsEntry("database", "postgresql")
                .containsEntry("durability", "os").doesNotContainKey("channels");

        CellSpec objects = new CellSpec("microstream", "tuned", "tuned", "store", 2, "trips.csv", null, BadRowPolicy.FAIL, 10, List.of(1L), 20,
                "disk", 0, 2, 1, "store", null, null, null, null, null, null);
        assertThat(objects.newCell().metrics()).containsEntry("channels", 2).doesNotContainKeys("serverProfile", "database");
    }

    @Test
    void aForkMayRunForkTimeoutOrASecondPerTwoThousandTripsItStoresWhicheverIsLonger() {
        CellSpec fullScale = new CellSpec("microstream", "paper", "paper", "store", 1, "trips.csv", new WarmupSlice("slice.csv", 200_000),
                BadRowPolicy.FAIL, 2_821_515, List.of(1L), 20, "disk", 2, 2, 2, "store", null, null, null, null, null, null);
        assertThat(CellFork.timeLimit(fullScale, Duration.ofMinutes(60))).isEqualTo(Duration.ofMinutes(60));
        assertThat(CellFork.timeLimit(fullScale, Duration.ofMinutes(1))).isEqualTo(Duration.ofSeconds((2 * 200_000 + 2 * 2_821_515) / 2_000));
    }
}
