package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import persistencebench.harness.plan.CellClass;
import persistencebench.harness.plan.ForkPlans;
import persistencebench.harness.testing.TestProperties;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.result.Json;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;

class ReadSettingsTest {
    private final BackendRegistry<ReadBackend> registry = TinyBookstore.registry();

    @Test
    void unknownSizeIsRejectedWithTheValidSizes() {
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("size", "gigantic"), registry))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Dsize=gigantic")
                .hasMessageContaining("tiny, small, medium, large, huge")
                .satisfies(e -> assertThat(((SettingsException) e).exitCode()).isEqualTo(2));
    }

    @Test
    void defaultsAreMediumEveryRegisteredBackendAndVariantAndThePlannedForks() {
        Settings settings = ReadSettings.parse(TestProperties.of(), registry);
        assertThat(ReadSettings.size(settings)).isEqualTo(BookstoreSize.MEDIUM);
        assertThat(ReadSettings.contestants(settings, registry)).extracting(Contestant::label).containsExactly(
                "microstream/paper", "microstream/tuned", "eclipsestore/paper", "eclipsestore/tuned",
                "jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned");
        assertThat(settings.effective()).containsEntry("size", "medium").containsEntry("heap", "2g")
                .containsEntry("forks", String.valueOf(ForkPlans.bundled().forks(CellClass.HOT)))
                .containsEntry("coldJvms", String.valueOf(ForkPlans.bundled().forks(CellClass.COLD)));
    }

    @Test
    void theSqlBackendsPaperVariantsRunOnlyOnTheStudyDatabasesTheirTunedOnesOnEvery() {
        Settings settings = ReadSettings.parse(TestProperties.of("backends", "jdbc,hibernate", "databases", "postgresql,h2,sqlite"), registry);
        assertThat(ReadSettings.contestants(settings, registry)).extracting(c -> c.name() + "/" + c.variant().name() + "@" + c.database()).containsExactly(
                "jdbc/paper@postgresql", "jdbc/tuned@postgresql", "jdbc/tuned@h2", "jdbc/tuned@sqlite",
                "hibernate/paper@postgresql", "hibernate/tuned@postgresql", "hibernate/tuned@h2", "hibernate/tuned@sqlite");
        assertThat(ReadSettings.contestants(ReadSettings.parse(TestProperties.of("backends", "jdbc", "databases", "postgresql,h2",
                "studyDatabases", "all"), registry), registry)).extracting(c -> c.name() + "/" + c.variant().name() + "@" + c.database())
                .containsExactly("jdbc/paper@postgresql", "jdbc/paper@h2", "jdbc/tuned@postgresql", "jdbc/tuned@h2");
        assertThatThrownBy(() -> ReadSettings.contestants(ReadSettings.parse(TestProperties.of("backends", "jdbc", "variants", "paper",
                "databases", "h2"), registry), registry)).isInstanceOf(SettingsException.class)
                .hasMessageContaining("-DstudyDatabases=postgresql").hasMessageContaining("nothing to measure");
    }

    @Test
    void aForkMayRunForkTimeoutMinutesTimesHowManyMorePurchasesItsBookstoreHoldsThanTheMediumOne() {
        assertThat(ReadSettings.forkTimeLimit(ReadSettings.parse(TestProperties.of(), registry))).isEqualTo(Duration.ofMinutes(60));
        assertThat(ReadSettings.forkTimeLimit(ReadSettings.parse(TestProperties.of("size", "small", "forkTimeout", "5"), registry)))
                .isEqualTo(Duration.ofMinutes(5));
        assertThat(ReadSettings.forkTimeLimit(ReadSettings.parse(TestProperties.of("size", "huge", "forkTimeout", "10"), registry)).toMinutes())
                .as("a huge bookstore holds about a hundred times the medium one's purchases").isBetween(900L, 1100L);
    }

    @Test
    void badBackendsVariantsAndHeapAreRejected() {
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("backends", "jdbc,mongo"), registry)).hasMessageContaining("\"mongo\" is not one");
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("variants", "fast"), registry)).hasMessageContaining("paper, tuned");
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("heap", "lots"), registry)).hasMessageContaining("-Dheap=lots");
        assertThat(Settings.help(TestProperties.of("help", ""), ReadSettings.PROGRAM, ReadSettings.PURPOSE, ReadSettings.declared(registry), Map.of()))
                .contains("-Dsize", "-Dbackends", "-Dforks", "-Djdbc.url");
    }

    @Test
    void aBackendsOwnSettingIsListedRecordedAndCarriedToItsForksWithoutTheCoreKnowingIt() throws Exception {
        ReadBackend base = registry.byName("microstream");
        Setting<Integer> knob = Setting.intValue("microstream.readKnob", 3, 1, 9, "a knob only this backend reads");
        ReadBackend withKnob = new ReadBackend() {
            @Override
            public BackendDescriptor descriptor() {
                return base.descriptor();
            }

            @Override
            public List<Variant<ReadStrategy>> variants() {
                return base.variants();
            }

            @Override
            public List<Setting<?>> settings() {
                return List.of(knob);
            }
        };
        BackendRegistry<ReadBackend> own = BackendRegistry.of("read backend", List.of(withKnob));

        assertThat(Settings.help(TestProperties.of("help", ""), ReadSettings.PROGRAM, ReadSettings.PURPOSE, ReadSettings.declared(own), Map.of())).contains("-Dmicrostream.readKnob");
        Settings settings = ReadSettings.parse(TestProperties.of("microstream.readKnob", "7"), own);
        assertThat(settings.effective()).containsEntry("microstream.readKnob", "7");
        List<Contestant> contestants = ReadSettings.contestants(settings, own);
        assertThat(contestants).extracting(c -> c.settings().get(knob)).containsExactly(7, 7);
        // what a fork receives: the target, through the task file's JSON
        DatasetTarget sent = new DatasetTarget(Path.of("/data"), null, contestants.get(0).settings());
        DatasetTarget received = Json.mapper().readValue(Json.mapper().writeValueAsString(sent), DatasetTarget.class);
        assertThat(received.setting(knob)).isEqualTo(7);
        assertThat(ReadSettings.contestants(ReadSettings.parse(TestProperties.of(), own), own).get(0).settings().get(knob)).as("the default").isEqualTo(3);
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("microstream.readKnob", "12"), own)).hasMessageContaining("-Dmicrostream.readKnob=12");
    }

    @Test
    void aHeapNoForkCanStartInOrLargerThanTheMachineIsRefusedUpFrontNamingTheBound() {
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("heap", "1m"), registry))
                .isInstanceOf(SettingsException.class)
                .hasMessageStartingWith("invalid value -Dheap=1m: 1m is below the least heap, 64m,")
                .satisfies(e -> assertThat(((SettingsException) e).exitCode()).isEqualTo(2));
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("heap", "100000g"), registry))
                .hasMessageStartingWith("invalid value -Dheap=100000g: 100000g is more than this machine's physical memory");
    }

    @Test
    void moreConcurrentForksThanHotRoundsAreRefusedSinceEachIsAHotFork() {
        assertThatThrownBy(() -> ReadSettings.parse(TestProperties.of("iterations", "2", "forks", "2", "concurrentForks", "3"), registry))
                .isInstanceOf(SettingsException.class)
                .hasMessageStartingWith("-DconcurrentForks=3 exceeds the 2 hot round(s) of -Diterations=2 over -Dforks=2")
                .hasMessageContaining("set -DconcurrentForks to at most 2");
        assertThat(ReadSettings.parse(TestProperties.of("iterations", "2", "forks", "2", "concurrentForks", "3", "concurrentOperations", "0",
                "concurrentSlowOperations", "0"), registry).get(ReadSettings.CONCURRENT_FORKS)).as("no readers, no rule").isEqualTo(3);
        assertThat(ReadSettings.parse(TestProperties.of("iterations", "2", "forks", "2", "concurrentForks", "3", "variants", "paper",
                "concurrentVariants", "tuned"), registry).get(ReadSettings.CONCURRENT_FORKS)).as("no variant for the readers, no rule").isEqualTo(3);
        assertThat(ReadSettings.hotRounds(ReadSettings.parse(TestProperties.of(), registry)))
                .isGreaterThanOrEqualTo(ReadSettings.parse(TestProperties.of(), registry).get(ReadSettings.CONCURRENT_FORKS));
    }
}
