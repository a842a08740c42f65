package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.fork.WarmupSlice;
import persistencebench.write.fork.WriteTask;
import persistencebench.write.objectgraph.StorageChannelSetting;
import persistencebench.write.plugin.CellConfiguration;

class WriteTaskTest {
    private static final DatabaseTarget PLANNED = new DatabaseTarget("postgresql", "jdbc:postgresql://localhost:5432/taxi", "taxi",
            "bench", "pw", 42L);
    @TempDir
    Path directory;

    @Test
    void survivesTheJsonHandOverToAForkedJvm() throws Exception {
        WriteTask spec = new WriteTask("microstream", "tuned", "tuned-2ch", "store", channels(2), directory.resolve("trips.csv").toString(), null,
                BadRowPolicy.SKIP, 2_821_515, List.of(1L, 2L, 3L), 20, "os", 1, 3, 2, directory.resolve("store").toString(),
                new DatabaseTarget("postgresql", "jdbc:postgresql://localhost:5432/taxi?ssl=false", "taxi", "bench", "s3cret=!", 4711L), "tuned", null, null, null, null, null);
        Path file = directory.resolve("cell.json");
        Json.mapper().writeValue(file.toFile(), spec);
        assertThat(Json.mapper().readValue(file.toFile(), WriteTask.class)).isEqualTo(spec);

        WriteTask withoutDatabase = new WriteTask("csv", "baseline", "baseline", "load-only", null, "trips.csv", null, BadRowPolicy.FAIL, 10,
                null, 20, "disk", 0, 1, 1, "store", null, null, null, null, null, null, null);
        Json.mapper().writeValue(file.toFile(), withoutDatabase);
        assertThat(Json.mapper().readValue(file.toFile(), WriteTask.class)).isEqualTo(withoutDatabase);
    }

    @Test
    void aPartKeepsEverythingButItsForkAndSamples() {
        WriteTask spec = new WriteTask("jdbc", "paper", "paper", "store", null, "trips.csv", null, BadRowPolicy.FAIL, 10, List.of(1L), 20, "disk", 1,
                5, 1, "store", PLANNED, null, null, null, null, null, null);
        WriteTask part = spec.part(2, 2, null);
        assertThat(part.fork()).isEqualTo(2);
        assertThat(part.iterations()).isEqualTo(2);
        assertThat(part.warmups()).isEqualTo(1);
        assertThat(part.title()).isEqualTo("jdbc/paper");
        assertThat(part.loaderContext().durability().label()).isEqualTo("disk");
    }

    @Test
    void aPartOnTheServerAsItRunsNowCarriesItsCurrentTargetAndProfileIntoItsCell() {
        WriteTask planned = new WriteTask("jdbc", "tuned", "tuned", "store", null, "trips.csv", null, BadRowPolicy.FAIL, 10, List.of(1L), 20, "os", 0,
                2, 1, "store", PLANNED, null, null, null, null, null, null);
        DatabaseTarget restarted = new DatabaseTarget("postgresql", PLANNED.jdbcUrl(), "taxi", "bench", "pw", 99L);
        WriteTask part = planned.part(2, 1, null).on(restarted, "tuned");
        assertThat(part.database().serverPid()).isEqualTo(99L);
        assertThat(part.fork()).isEqualTo(2);
        assertThat(part.newCell().metrics()).containsEntry("serverProfile", "tuned").containsEntry("database", "postgresql")
                .containsEntry("durability", "os").doesNotContainKey("channels");

        WriteTask objects = new WriteTask("microstream", "tuned", "tuned", "store", channels(2), "trips.csv", null, BadRowPolicy.FAIL, 10, List.of(1L), 20,
                "disk", 0, 2, 1, "store", null, null, null, null, null, null, null);
        assertThat(objects.newCell().metrics()).containsEntry("channels", 2).doesNotContainKeys("serverProfile", "database");
    }

    /** What the object-graph backends' configuration of {@code count} channels carries. */
    static CellConfiguration channels(int count) {
        return new CellConfiguration("", count + "ch", Map.of("channels", Integer.toString(count)), Map.of(CellField.CHANNELS, count), null);
    }

    @Test
    void aConfigurationsSettingsReachTheLoaderAndItsRecordedFieldsTheCell() {
        WriteTask spec = new WriteTask("microstream", "tuned", "tuned-4ch", "store", channels(4), "trips.csv", null, BadRowPolicy.FAIL, 10,
                List.of(1L), 20, "disk", 0, 1, 1, "store", null, null, null, null, null, null, null);
        assertThat(spec.loaderContext().setting(StorageChannelSetting.CHANNELS)).isEqualTo("4");
        assertThat(StorageChannelSetting.count(spec.loaderContext())).isEqualTo(4);
        assertThat(spec.channels()).isEqualTo(4);
        assertThat(spec.newCell().metrics()).containsEntry("channels", 4);
    }

    @Test
    void aForkMayRunForkTimeoutOrASecondPerTwoThousandTripsItStoresWhicheverIsLonger() {
        WriteTask fullScale = new WriteTask("microstream", "paper", "paper", "store", channels(1), "trips.csv", new WarmupSlice("slice.csv", 200_000),
                BadRowPolicy.FAIL, 2_821_515, List.of(1L), 20, "disk", 2, 2, 2, "store", null, null, null, null, null, null, null);
        assertThat(CellFork.timeLimit(fullScale, Duration.ofMinutes(60))).isEqualTo(Duration.ofMinutes(60));
        assertThat(CellFork.timeLimit(fullScale, Duration.ofMinutes(1))).isEqualTo(Duration.ofSeconds((2 * 200_000 + 2 * 2_821_515) / 2_000));
    }
}
