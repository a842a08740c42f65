package persistencebench.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import persistencebench.harness.testing.TestProperties;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.read.plugin.ReadBackend;

class ScalingSettingsTest {
    private static final BackendRegistry<ReadBackend> REGISTRY = BackendRegistry.load(ReadBackend.class);

    private static Settings parse(String... pairs) {
        return ScalingSettings.parse(TestProperties.of(pairs), REGISTRY);
    }


    @Test
    void badTripCountsAndHeapsAreRefusedNamingTheSettingAndTheFix() {
        assertThatThrownBy(() -> parse("trips", "1000,lots")).isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Dtrips=1000,lots").hasMessageContaining("\"lots\" is not a whole number");
        assertThatThrownBy(() -> parse("trips", "2000,1000")).hasMessageContaining("ascending");
        assertThatThrownBy(() -> parse("wallHeaps", "1g,512m")).hasMessageContaining("-DwallHeaps=1g,512m")
                .hasMessageContaining("ascending");
        assertThatThrownBy(() -> parse("wallHeaps", "1g,big")).hasMessageContaining("\"big\" is not a heap size");
        assertThatThrownBy(() -> parse("sizes", "enormous")).hasMessageContaining("\"enormous\" is not one");
        assertThatThrownBy(() -> parse("readVariants", "fastest")).hasMessageContaining("\"fastest\" is not one");
    }

    @Test
    void quickSelectsThreeSizesAndTripCountsAndTheDefaultStudyPostgresqlWithEveryEngineOnRequest() {
        Settings quick = parse("quick", "true");
        assertThat(quick.get(ScalingSettings.SIZES)).containsExactly("tiny", "small", "medium");
        assertThat(ScalingSettings.trips(quick)).containsExactly(20_000L, 50_000L, 100_000L);
        assertThat(quick.get(ScalingSettings.readVariants(REGISTRY))).containsExactly("tuned");
        Settings full = parse();
        assertThat(full.effective()).containsEntry("sizes", "small,medium,large");
        assertThat(full.effective()).containsEntry("databases", "postgresql").containsEntry("wallSizes", "medium,large");
        assertThat(parse("databases", "all").effective().get("databases")).as("every engine").startsWith("postgresql,h2,sqlite,mariadb");
    }

    @Test
    void thePlanRunsEachPartFromTheSmallestUpWithTheStudysSeedAndItsOwnResultDirectories() {
        Settings settings = parse("sizes", "tiny,small", "trips", "1000,3000", "wallSizes", "small",
                "wallHeaps", "64m,128m", "seed", "7", "databases", "all");
        List<ScalingStep> steps = ScalingPlan.of(settings, Path.of("/r/scaling-x"), REGISTRY);

        assertThat(steps).extracting(ScalingStep::name).containsExactly("read-tiny", "read-small", "write-1000", "write-3000",
                "wall-64m-small", "wall-128m-small");
        assertThat(steps).allSatisfy(step -> assertThat(step.properties()).containsEntry("seed", "7")
                .containsEntry("results", Path.of("/r/scaling-x").resolve(step.name()).toAbsolutePath().toString()));
        ScalingStep write = steps.get(2);
        assertThat(write.properties()).containsEntry("rows", "1000").containsEntry("variants", "tuned").containsEntry("warmupRows", "1000")
                .containsEntry("lookups", "0").containsEntry("singleOps", "0");
        ScalingStep wall = steps.get(5);
        assertThat(wall.heap()).isEqualTo("128m");
        assertThat(wall.properties()).containsEntry("heap", "128m").containsEntry("size", "small")
                .containsEntry("backends", "microstream,eclipsestore").containsEntry("concurrentOperations", "0");
        assertThat(steps.get(0).properties().get("databases")).startsWith("postgresql,h2,sqlite,mariadb");
        assertThat(steps.get(0).properties().get("studyDatabases")).as("the study's queries on every engine of the part")
                .isEqualTo(steps.get(0).properties().get("databases"));
    }

    @Test
    void noWallStepRepeatsTheReadPartWhereItRunsEveryVariantAtTheWallsSizeAndHeap() {
        List<String> defaults = ScalingPlan.of(parse(), Path.of("/r"), REGISTRY).stream().filter(step -> step.kind() == Case.WALL)
                .map(ScalingStep::name).toList();
        assertThat(defaults).containsExactly("wall-1g-medium", "wall-1g-large", "wall-4g-medium", "wall-4g-large");

        List<String> tunedOnly = ScalingPlan.of(parse("readVariants", "tuned", "wallHeaps", "2048m"), Path.of("/r"), REGISTRY).stream()
                .filter(step -> step.kind() == Case.WALL).map(ScalingStep::name).toList();
        assertThat(tunedOnly).as("the read part lacks the paper variant").containsExactly("wall-2048m-medium", "wall-2048m-large");
        assertThat(ScalingPlan.of(parse("cases", "wall"), Path.of("/r"), REGISTRY)).extracting(ScalingStep::name)
                .as("without the read part").contains("wall-2g-medium", "wall-2g-large");
    }

    @Test
    void theWhitePapersSettingsAreForTheWhitePaperThatMavensScalingProfileRendersNext() {
        assertThat(parse("pdf", "false").get(ScalingSettings.SIZES)).isNotEmpty();
        assertThatThrownBy(() -> parse("iterations", "3")).isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Diterations is a setting of");
    }

    @Test
    void aServerTheUserNamesIsRefusedForTheStudyMeasuresTheEnginesItStarts() {
        assertThatThrownBy(() -> parse("jdbc.url", "jdbc:postgresql://localhost:5432/postgres"))
                .isInstanceOf(SettingsException.class)
                .hasMessage("-Djdbc.url is not a setting of ScalingStudy: the scaling study measures the database engines it starts"
                        + " itself, the same way at every size; leave it out, or measure that server with the read or write program"
                        + " (run with -Dhelp to list the settings)")
                .satisfies(e -> assertThat(((SettingsException) e).exitCode()).isEqualTo(2));
        for (String server : List.of("mariadb.url", "jdbc.password", "db.provider")) {
            assertThatThrownBy(() -> parse(server, "x")).as(server).hasMessageStartingWith("-D" + server + " is not a setting of ScalingStudy");
        }
        assertThatThrownBy(() -> ScalingSettings.parse(TestProperties.of(), Map.of("PERSISTENCEBENCH_JDBC_URL", "jdbc:postgresql://h/db"), REGISTRY))
                .as("the steps' JVMs would inherit it").hasMessageStartingWith("the environment variable PERSISTENCEBENCH_JDBC_URL (-Djdbc.url) is set");
        assertThatThrownBy(() -> parse("mongo.uri", "mongodb://h/")).hasMessageStartingWith("-Dmongo.uri is a setting of write, not of ScalingStudy");
    }

    @Test
    void aHeapOrAWallHeapBelowWhatAForkStartsInIsRefused() {
        assertThatThrownBy(() -> parse("heap", "1m")).hasMessageStartingWith("invalid value -Dheap=1m: 1m is below the least heap, 64m,");
        assertThatThrownBy(() -> parse("wallHeaps", "32m,1g"))
                .hasMessageStartingWith("invalid value -DwallHeaps=32m,1g: 32m is below the least heap, 64m,");
        assertThatThrownBy(() -> parse("heap", "100000g")).hasMessageContaining("is more than this machine's physical memory");
    }
}
