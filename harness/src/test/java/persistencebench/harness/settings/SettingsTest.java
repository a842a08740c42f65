package persistencebench.harness.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.testing.TestProperties;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {
    private static final Setting<Long> ROWS = Setting.longValue("rows", 100, 1, 1_000_000, "rows to load");
    private static final Setting<List<String>> BACKENDS = Setting.subset("backends", List.of("jdbc", "hibernate"), "backends to run");
    private static final Setting<Boolean> QUICK = Setting.flag("quick", "small scale");
    private static final List<Setting<?>> ALL = List.of(ROWS, BACKENDS, QUICK, CommonSettings.JDBC_PASSWORD);

    @Test
    void defaultsApplyWhenNothingIsGiven() {
        Settings s = Settings.parse("test", ALL, TestProperties.of());
        assertThat(s.get(ROWS)).isEqualTo(100L);
        assertThat(s.get(BACKENDS)).containsExactly("jdbc", "hibernate");
        assertThat(s.get(QUICK)).isFalse();
        assertThat(s.isExplicit(ROWS)).isFalse();
    }

    @Test
    void aRunIsPublishableOnlyAtThePublishedValueOfEverySettingThatMeasures() {
        Setting<List<String>> databases = Setting.subset("databases", "postgresql", List.of("postgresql", "h2"), "engines").publishedAt("all");
        Setting<String> results = Setting.text("results", "results", "where files go").outsideMeasurement();
        List<Setting<?>> declared = List.of(ROWS, BACKENDS, databases, results);
        assertThat(Settings.parse("test", declared, TestProperties.of("databases", "all", "results", "/elsewhere")).unpublishedSettings())
                .as("defaults, the complete selection in any order, and files elsewhere are publishable").isEmpty();
        assertThat(Settings.parse("test", declared, TestProperties.of("databases", "h2,postgresql", "backends", "hibernate,jdbc")).unpublishedSettings())
                .isEmpty();
        assertThat(Settings.parse("test", declared, TestProperties.of("rows", "5", "backends", "jdbc")).unpublishedSettings()).containsExactly(
                "-Drows=5 (published: 100)", "-Dbackends=jdbc (published: all)", "-Ddatabases=postgresql (published: all)");
    }

    @Test
    void theRuleAppliesToTheSettingsAResultFileRecords() {
        Setting<List<String>> databases = Setting.subset("databases", "postgresql", List.of("postgresql", "h2"), "engines").publishedAt("all");
        Setting<String> results = Setting.text("results", "results", "where files go").outsideMeasurement();
        Settings s = Settings.parse("test", List.of(ROWS, BACKENDS, databases, results),
                TestProperties.of("rows", "5", "databases", "h2,postgresql", "results", "/elsewhere"));

        Map<String, String> published = s.publishedValues();

        assertThat(published).containsExactly(Map.entry("backends", "jdbc,hibernate"), Map.entry("databases", "postgresql,h2"),
                Map.entry("rows", "100"));
        assertThat(Settings.unpublished(s.effective(), published)).as("the same rule as unpublishedSettings()").containsExactly("rows");
        Map<String, String> recorded = new java.util.HashMap<>(s.effective());
        recorded.put("rows", "100");
        assertThat(Settings.unpublished(recorded, published)).isEmpty();
        recorded.remove("backends");
        assertThat(Settings.unpublished(recorded, published)).as("a setting the file does not record is unset").containsExactly("backends");
    }

    @Test
    void parsesGivenValues() {
        Settings s = Settings.parse("test", ALL, TestProperties.of("rows", "2_000", "backends", "hibernate, jdbc", "quick", ""));
        assertThat(s.get(ROWS)).isEqualTo(2000L);
        assertThat(s.get(BACKENDS)).containsExactly("hibernate", "jdbc");
        assertThat(s.get(QUICK)).isTrue();
        assertThat(s.isExplicit(ROWS)).isTrue();
    }

    @Test
    void rejectsInvalidValuesNamingSettingValueAndExpectation() {
        assertThatThrownBy(() -> Settings.parse("test", ALL, TestProperties.of("rows", "lots")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Drows=lots")
                .hasMessageContaining("a whole number between 1 and 1000000");
        assertThatThrownBy(() -> Settings.parse("test", ALL, TestProperties.of("rows", "0"))).hasMessageContaining("-Drows=0");
        assertThatThrownBy(() -> Settings.parse("test", ALL, TestProperties.of("backends", "jdbc,mongo")))
                .hasMessageContaining("\"mongo\" is not one");
    }

    @Test
    void rejectsAMisspeltSettingWithASuggestion() {
        assertThatThrownBy(() -> Settings.parse("test", ALL, TestProperties.of("row", "5")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("unknown setting -Drow")
                .hasMessageContaining("did you mean -Drows?");
    }

    @Test
    void ignoresForeignPropertiesSuchAsJvmOnes() {
        Settings s = Settings.parse("test", ALL, TestProperties.of("java.home", "/x", "user.dir", "/y", "skipTests", "true"));
        assertThat(s.get(ROWS)).isEqualTo(100L);
        List<Setting<?>> withJdbc = List.of(ROWS, CommonSettings.JDBC_URL, CommonSettings.JDBC_USER);
        assertThat(Settings.parse("test", withJdbc, TestProperties.of("jdbc.drivers", "org.postgresql.Driver")).get(ROWS))
                .as("the JDK's DriverManager property").isEqualTo(100L);
    }

    @Test
    void aShortNameTwoEditsFromASettingIsNoMisspellingOfIt() {
        Setting<String> csv = Setting.text("csv", null, "a CSV file");
        assertThat(Settings.parse("test", List.of(ROWS, csv), TestProperties.of("env", "ci")).get(ROWS)).isEqualTo(100L);
        assertThatThrownBy(() -> Settings.parse("test", List.of(ROWS, csv), TestProperties.of("csx", "x")))
                .hasMessageContaining("did you mean -Dcsv?");
    }

    @Test
    void rejectsAMisspeltDottedSettingInADeclaredNamespaceWithASuggestionAndExitCode2() {
        Setting<String> mongo = Setting.text("mongo.uri", null, "MongoDB server");
        List<Setting<?>> declared = List.of(ROWS, CommonSettings.JDBC_URL, CommonSettings.JDBC_USER, CommonSettings.JDBC_PASSWORD, mongo);
        assertThatThrownBy(() -> Settings.parse("test", declared, TestProperties.of("jdbc.uri", "jdbc:postgresql://elsewhere/db")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("unknown setting -Djdbc.uri")
                .hasMessageContaining("did you mean -Djdbc.url?")
                .satisfies(e -> assertThat(((SettingsException) e).exitCode()).isEqualTo(2));
        assertThatThrownBy(() -> Settings.parse("test", declared, TestProperties.of("jdbc.pasword", "x")))
                .hasMessageContaining("did you mean -Djdbc.password?");
        assertThatThrownBy(() -> Settings.parse("test", declared, TestProperties.of("mongo.url", "mongodb://elsewhere")))
                .hasMessageContaining("did you mean -Dmongo.uri?");
    }

    @Test
    void keepsDottedPropertiesOutsideTheDeclaredNamespacesSuchAsTheJvmsMavensAndTheForkProtocols() {
        List<Setting<?>> declared = List.of(ROWS, CommonSettings.JDBC_URL, Setting.text("job.steps", null, "steps"));
        Properties foreign = TestProperties.of("java.home", "/x", "maven.repo.local", "/m2", "exec.mainClass", "Main", "file.encoding", "UTF-8",
                "user.dir", "/y", "sun.arch.data.model", "64", "jdk.debug", "release", "os.name", "Linux", "line.separator", "\n",
                "path.separator", ":", "org.slf4j.simpleLogger.defaultLogLevel", "warn", "fork.output", "/tmp/o", "fork.task", "/tmp/t",
                "skipTests", "true", "job.steps", "write");
        assertThat(Settings.parse("test", declared, foreign).get(ROWS)).isEqualTo(100L);
    }

    @Test
    void rejectsAnEmptyPathThatWouldMeanTheCurrentDirectory() {
        Setting<Path> csv = Setting.path("csv", null, "a file");
        assertThatThrownBy(() -> Settings.parse("test", List.of(CommonSettings.DATA), TestProperties.of("data", "")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("invalid value -Ddata=")
                .hasMessageContaining("empty would mean the current directory");
        assertThatThrownBy(() -> Settings.parse("test", List.of(csv), TestProperties.of("csv", " ")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("invalid value -Dcsv=");
    }

    @Test
    void rejectsADirectorySettingThatIsOrLiesUnderAFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("results.txt"), "");
        assertThatThrownBy(() -> Settings.parse("test", List.of(CommonSettings.RESULTS), TestProperties.of("results", file.toString())))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Dresults=" + file)
                .hasMessageContaining("is a file, not a directory");
        assertThatThrownBy(() -> Settings.parse("test", List.of(CommonSettings.DATA), TestProperties.of("data", file.resolve("data").toString())))
                .hasMessageContaining("-Ddata=" + file.resolve("data") + ": " + file + " is a file, not a directory");
        assertThat(Settings.parse("test", List.of(CommonSettings.DATA), TestProperties.of("data", dir.resolve("new/data").toString()))
                .get(CommonSettings.DATA)).as("a missing directory is created later").isEqualTo(dir.resolve("new/data"));
    }

    @Test
    void rejectsADirectorySettingThatCannotBeWritten(@TempDir Path dir) throws Exception {
        Path readOnly = Files.createDirectory(dir.resolve("read-only"));
        readOnly.toFile().setWritable(false, false);
        assumeFalse(Files.isWritable(readOnly), "root writes into read-only directories, so they are no problem for it");
        assertThatThrownBy(() -> Settings.parse("test", List.of(CommonSettings.DATA), TestProperties.of("data", readOnly.resolve("data").toString())))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Ddata=" + readOnly.resolve("data") + ": " + readOnly + " is not writable");
    }

    @Test
    void effectiveSettingsMaskSecrets() {
        Settings s = Settings.parse("test", ALL, TestProperties.of("jdbc.password", "hunter2"));
        assertThat(s.effective()).containsEntry("jdbc.password", "****").containsEntry("rows", "100")
                .containsEntry("backends", "jdbc,hibernate");
        assertThat(s.effective().toString()).doesNotContain("hunter2");
    }

    @Test
    void aConnectionStringIsRecordedAndReportedWithoutItsPassword() {
        List<Setting<?>> declared = List.of(CommonSettings.JDBC_URL, CommonSettings.JDBC_PASSWORD);
        Settings s = Settings.parse("test", declared, TestProperties.of("jdbc.url", "jdbc:postgresql://h:5432/db?password=hunter2"));
        assertThat(s.get(CommonSettings.JDBC_URL)).as("the program itself sees the password").contains("hunter2");
        assertThat(s.effective()).containsEntry("jdbc.url", "jdbc:postgresql://h:5432/db?password=****");
        assertThat(String.join(" ", s.unpublishedSettings())).contains("-Djdbc.url=").doesNotContain("hunter2");
    }

    @Test
    void aSecretMayComeFromTheEnvironmentAndTheCommandLineWins() {
        Map<String, String> environment = Map.of("PERSISTENCEBENCH_JDBC_PASSWORD", "from-env",
                "PERSISTENCEBENCH_ROWS", "7");
        Settings fromEnvironment = Settings.parse("test", ALL, TestProperties.of(), environment);
        assertThat(fromEnvironment.get(CommonSettings.JDBC_PASSWORD)).isEqualTo("from-env");
        assertThat(fromEnvironment.isExplicit(CommonSettings.JDBC_PASSWORD)).isTrue();
        assertThat(fromEnvironment.get(ROWS)).as("only settings that may hold a secret are read from the environment").isEqualTo(100L);
        assertThat(Settings.parse("test", ALL, TestProperties.of("jdbc.password", "typed"), environment).get(CommonSettings.JDBC_PASSWORD))
                .isEqualTo("typed");
        assertThat(Settings.help(TestProperties.of("help", ""), "test", "a test program", ALL, Map.of())).contains("PERSISTENCEBENCH_JDBC_PASSWORD");
    }

    @Test
    void helpListsEverySettingWithItsDefaultAndItsQuickValue() {
        String help = Settings.help(TestProperties.of("help", ""), "test", "a test program", ALL, Map.of("rows", "5"));
        assertThat(help).contains("-Drows", "[default: 100; quick: 5]", "-Dbackends", "jdbc,hibernate", "-Dquick");
    }

    @Test
    void helpAsMarkdownIsATableRowPerSettingWithPipesEscaped() {
        String help = Settings.help(TestProperties.of("help", "markdown"), "test", "a test program", ALL, Map.of("rows", "5"));
        assertThat(help).startsWith("### test\n\nA test program.\n\n| setting | default | with `-Dquick` | meaning |\n")
                .contains("| `rows` | `100` | `5` | ")
                .contains("(or the environment variable `PERSISTENCEBENCH_JDBC_PASSWORD`)");
        assertThat(help.lines().filter(line -> line.startsWith("| `")))
                .as("one row per setting, each of four cells: a | inside a description is escaped")
                .hasSize(ALL.size())
                .allSatisfy(line -> assertThat(line.replace("\\|", "").chars().filter(c -> c == '|').count()).isEqualTo(5));
    }

    @Test
    void editDistanceCountsSingleEdits() {
        assertThat(Settings.editDistance("iteration", "iterations")).isEqualTo(1);
        assertThat(Settings.editDistance("warmpus", "warmups")).isEqualTo(2);
        assertThat(Settings.editDistance("seed", "size")).isEqualTo(3);
    }

    @Test
    void quickFillsSmallScaleValuesButExplicitSettingsWin() {
        java.util.Map<String, String> quick = java.util.Map.of("rows", "500", "iterations", "1");
        assertThat(CommonSettings.withJobDefaults(TestProperties.of("rows", "7"), quick).getProperty("iterations")).isNull();
        Properties filled = CommonSettings.withJobDefaults(TestProperties.of("quick", "", "rows", "7"), quick);
        assertThat(filled.getProperty("rows")).isEqualTo("7");
        assertThat(filled.getProperty("iterations")).isEqualTo("1");
        assertThat(CommonSettings.withJobDefaults(TestProperties.of("quick", "false"), quick).getProperty("rows")).isNull();
    }

    @Test
    void theFullMainJobMeasuresEveryDatabaseTheQuickOneAndAProgramOnItsOwnKeepTheirDefaults() {
        java.util.Map<String, String> quick = java.util.Map.of("rows", "500");
        assertThat(CommonSettings.withJobDefaults(TestProperties.of("job.steps", "write,read"), quick).getProperty("databases")).isEqualTo("all");
        assertThat(CommonSettings.withJobDefaults(TestProperties.of("job.steps", "write,read", "databases", "h2"), quick).getProperty("databases"))
                .isEqualTo("h2");
        Properties quickJob = CommonSettings.withJobDefaults(TestProperties.of("job.steps", "write,read", "quick", ""), quick);
        assertThat(quickJob.getProperty("databases")).isNull();
        assertThat(quickJob.getProperty("rows")).isEqualTo("500");
        assertThat(CommonSettings.withJobDefaults(TestProperties.of("rows", "7"), quick).getProperty("databases")).isNull();
    }

    @Test
    void anAbbreviatedSettingIsRefusedWithTheOneItStarts() {
        List<Setting<?>> declared = List.of(ROWS, CommonSettings.iterations(5), CommonSettings.warmups(1));
        assertThatThrownBy(() -> Settings.parse("write", declared, TestProperties.of("iters", "7")))
                .isInstanceOf(SettingsException.class)
                .hasMessage("unknown setting -Diters for write: did you mean -Diterations? (run with -Dhelp to list the settings)");
        assertThatThrownBy(() -> Settings.parse("write", declared, TestProperties.of("warm", "2"))).hasMessageContaining("did you mean -Dwarmups?");
    }

    @Test
    void aSettingOfAnotherProgramIsRefusedNamingItsProgramsUnlessTheMainJobRunsOne() {
        List<Setting<?>> declared = List.of(ROWS, CommonSettings.JOB_STEPS);
        assertThatThrownBy(() -> Settings.parse("write", declared, TestProperties.of("heap", "1g")))
                .isInstanceOf(SettingsException.class)
                .hasMessage("-Dheap is a setting of ReadBenchmark and ScalingStudy, not of write: leave it out, or give it to one of those"
                        + " programs (run with -Dhelp to list the settings)");
        assertThatThrownBy(() -> Settings.parse("write", declared, TestProperties.of("wallHeaps", "1g")))
                .hasMessageContaining("-DwallHeaps is a setting of ScalingStudy, not of write");
        assertThat(Settings.parse("write", declared, TestProperties.of("job.steps", "write,read,whitepaper", "heap", "1g", "size", "small"))
                .get(ROWS)).as("the read step's, in the main job").isEqualTo(100L);
        assertThatThrownBy(() -> Settings.parse("write", declared, TestProperties.of("job.steps", "write,read,whitepaper", "wallHeaps", "1g")))
                .as("a setting of no step of the job").hasMessageContaining("-DwallHeaps is a setting of ScalingStudy");
        assertThat(Settings.parseAfterOtherPrograms("whitepaper", declared, TestProperties.of("wallHeaps", "1g", "heap", "1g")).get(ROWS))
                .as("the white paper runs after the programs whose results it reads").isEqualTo(100L);
        Setting<String> sizes = Setting.text("sizes", "small", "sizes");
        assertThat(Settings.parseAfterOtherPrograms("whitepaper", List.of(sizes), TestProperties.of("size", "tiny")).get(sizes))
                .as("the read program's -Dsize, not a misspelt -Dsizes").isEqualTo("small");
    }

    @Test
    void aHeapOutsideWhatAForkCanStartInOrTheMachineHasIsRefusedNamingTheBound() {
        Setting<String> heap = Setting.heapSize("heap", "2g", "maximum heap");
        assertThat(Settings.parse("test", List.of(heap), TestProperties.of("heap", "64m")).get(heap)).isEqualTo("64m");
        assertThatThrownBy(() -> Settings.parse("test", List.of(heap), TestProperties.of("heap", "1m")))
                .isInstanceOf(SettingsException.class)
                .hasMessage("invalid value -Dheap=1m: 1m is below the least heap, 64m, in which a forked JVM starts the benchmark's code;"
                        + " give 64m or more (run with -Dhelp to list the settings)");
        long machine = HeapSize.machineBytes().orElseThrow() / (1024 * 1024);
        assertThatThrownBy(() -> Settings.parse("test", List.of(heap), TestProperties.of("heap", "100000g")))
                .hasMessage("invalid value -Dheap=100000g: 100000g is more than this machine's physical memory, " + machine + "m, so every"
                        + " fork would fail; give " + machine + "m or less (run with -Dhelp to list the settings)");
        assertThatThrownBy(() -> Settings.parse("test", List.of(heap), TestProperties.of("heap", "lots")))
                .hasMessageContaining("\"lots\" is not a heap size");
        assertThat(HeapSize.megabytes("65536k")).hasValue(64);
    }

    @Test
    void aSecretTheUserGivesIsRememberedForEveryMessageButNotADocumentedDefault() {
        Settings.parse("test", List.of(CommonSettings.JDBC_URL, CommonSettings.JDBC_PASSWORD),
                TestProperties.of("jdbc.url", "jdbc:mariadb://root:remembered-url-secret@host:1/", "jdbc.password", "remembered-password"));
        assertThat(Credentials.scrub("Incorrect port value : remembered-url-secret@host:1/, remembered-password"))
                .isEqualTo("Incorrect port value : ****@host:1/, ****");
        Settings.parse("test", List.of(CommonSettings.JDBC_PASSWORD), TestProperties.of("jdbc.password", "postgres"));
        assertThat(Credentials.scrub("jdbc:postgresql://h/db")).isEqualTo("jdbc:postgresql://h/db");
    }
}
