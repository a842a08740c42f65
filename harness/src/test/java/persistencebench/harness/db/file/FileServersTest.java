package persistencebench.harness.db.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import persistencebench.harness.db.DatabaseEngines;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;

/**
 * H2 and SQLite as file databases: the settings of every profile and durability class are really in force on a
 * connection a fork opens through its target (read back from the engine), data survives a restart, a dropped database
 * leaves no file, and both engines are registered.
 */
@Slow
class FileServersTest {

    @TempDir
    Path directory;

    static Stream<Arguments> cells() {
        return Stream.of(H2Engine.NAME, SqliteEngine.NAME).flatMap(engine -> Stream.of(DatabaseServer.STUDY_PROFILE, DatabaseServer.TUNED_PROFILE)
                .flatMap(profile -> Stream.of(Durability.values()).map(durability -> Arguments.of(engine, profile, durability))));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("cells")
    void everyProfileAndDurabilityClassIsInForceOnTheForksConnection(String engine, String profile, Durability durability) throws Exception {
        DatabaseServer server = server(engine, durability);
        server.useProfile(profile);
        server.createDatabaseIfMissing("cell");
        Map<String, String> expected = expected(engine, profile, durability);
        try (Connection c = server.target("cell").connect()) {
            Map<String, String> inForce = engine.equals(H2Engine.NAME) ? h2(c) : sqlite(c);
            assertThat(inForce).containsAllEntriesOf(expected);
            if (engine.equals(H2Engine.NAME) && profile.equals(DatabaseServer.STUDY_PROFILE)) {
                assertThat(inForce.get("info.CACHE_MAX_SIZE")).as("H2's default cache, not a tuned one persisted earlier").isNotEqualTo("2048");
            }
            if (engine.equals(H2Engine.NAME)) {
                // H2 2.x lists no such row in INFORMATION_SCHEMA.SETTINGS; its database object says.
                org.h2.engine.SessionLocal session = (org.h2.engine.SessionLocal) c.unwrap(org.h2.jdbc.JdbcConnection.class).getSession();
                assertThat(session.getDatabase().getOptimizeReuseResults()).as("a repeated query is run, not answered from the last result")
                        .isFalse();
            }
        }
        assertThat(server.serverSettings()).containsAllEntriesOf(expected);
        assertThat(server.profile()).isEqualTo(profile);
        assertThat(server.durabilityProblem(Durability.OS)).isEmpty();
        assertThat(server.durabilityProblem(durability)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {H2Engine.NAME, SqliteEngine.NAME})
    void switchingBackToTheStudyProfileUndoesWhatTheTunedOneStoredInTheFile(String engine) throws Exception {
        DatabaseServer server = server(engine, Durability.DISK);
        server.useProfile(DatabaseServer.TUNED_PROFILE);
        try (Connection c = server.target("switched").connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (v INTEGER)");
        }
        server.useProfile(DatabaseServer.STUDY_PROFILE);
        try (Connection c = server.target("switched").connect()) {
            if (engine.equals(H2Engine.NAME)) {
                assertThat(h2(c).get("info.CACHE_MAX_SIZE")).as("H2's default cache, not the persisted tuned one").isNotEqualTo("2048");
            } else {
                assertThat(sqlite(c)).containsEntry("journal_mode", "delete").containsEntry("cache_size", "-2000");
            }
        }
    }

    @Test
    void sqliteRefusesToPromiseDiskWhenItsCommitsAreNotForced() {
        DatabaseServer server = server(SqliteEngine.NAME, Durability.OS);
        assertThat(server.durabilityProblem(Durability.DISK)).get().asString().contains("synchronous=0");
    }

    @Test
    void h2RecordsWhatTheLoadersDoAfterTheirCommitInEachClass() {
        assertThat(server(H2Engine.NAME, Durability.DISK).serverSettings().get(H2Files.COMMIT_SYNC)).startsWith("CHECKPOINT SYNC");
        assertThat(server(H2Engine.NAME, Durability.OS).serverSettings().get(H2Files.COMMIT_SYNC))
                .startsWith("CHECKPOINT after every loader commit").contains("closing the database forces its file once");
    }

    @ParameterizedTest
    @ValueSource(strings = {H2Engine.NAME, SqliteEngine.NAME})
    void rowsSurviveARestartAndAQuiesceAndADropLeavesNoFile(String engine) throws Exception {
        DatabaseServer server = server(engine, Durability.DISK);
        server.useProfile(DatabaseServer.TUNED_PROFILE);
        server.createDatabaseIfMissing("kept");
        try (Connection c = server.dataSource("kept").getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE kept (v INTEGER)");
            s.execute("INSERT INTO kept VALUES (7)");
        }
        server.restart();
        server.quiesce();
        try (Connection c = server.dataSource("kept").getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT v FROM kept")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(7);
        }
        assertThat(Files.list(directory.resolve(engine))).anyMatch(p -> p.getFileName().toString().startsWith("kept."));
        long files = 0;
        for (Path file : Files.list(directory.resolve(engine)).filter(p -> p.getFileName().toString().startsWith("kept.")).toList()) {
            files += Files.size(file);
        }
        assertThat(server.databaseBytes("kept")).as("the database's files").isPositive().isEqualTo(files);
        server.dropDatabaseIfExists("kept");
        assertThat(Files.list(directory.resolve(engine))).noneMatch(p -> p.getFileName().toString().startsWith("kept."));
        assertThat(server.databaseBytes("kept")).isZero();
        assertThat(server.restartable()).isTrue();
        assertThat(server.serverProcessId()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {H2Engine.NAME, SqliteEngine.NAME})
    void isRegisteredAndDescribesItselfWithoutMachinePaths(String engine) {
        DatabaseServer server = server(engine, Durability.DISK);
        assertThat(DatabaseEngines.named(engine).name()).isEqualTo(engine);
        assertThat(server.serverVersion()).matches(engine.equals(H2Engine.NAME) ? "2\\.5\\.252" : "3\\.\\d+\\.\\d+");
        assertThat(server.description()).contains(server.serverVersion()).doesNotContain("/");
        assertThat(server.profiles()).containsOnlyKeys(DatabaseServer.STUDY_PROFILE, DatabaseServer.TUNED_PROFILE);
        assertThat(server.target("x").jdbcUrl()).contains(directory.resolve(engine).toString());
        assertThatThrownBy(() -> server.useProfile("fast")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> server.jdbcUrl("../x")).isInstanceOf(IllegalArgumentException.class);
    }

    private DatabaseServer server(String engine, Durability durability) {
        return engine.equals(H2Engine.NAME) ? H2Engine.inDirectory(directory.resolve(engine), durability)
                : SqliteEngine.inDirectory(directory.resolve(engine), durability);
    }

    /** What the profile and durability class promise, in the engine's read-back spelling. */
    private static Map<String, String> expected(String engine, String profile, Durability durability) {
        boolean tuned = profile.equals(DatabaseServer.TUNED_PROFILE);
        if (engine.equals(H2Engine.NAME)) {
            // H2's default cache is 64 MB per GB of the JVM's maximum heap; the test JVM's is not 32 GB
            return tuned ? Map.of("WRITE_DELAY", "500", "info.CACHE_MAX_SIZE", "2048") : Map.of("WRITE_DELAY", "500");
        }
        String synchronous = durability == Durability.DISK ? "3" : "0";
        return tuned ? Map.of("journal_mode", "wal", "synchronous", synchronous, "cache_size", "-2097152", "temp_store", "2")
                : Map.of("journal_mode", "delete", "synchronous", synchronous, "cache_size", "-2000", "temp_store", "0");
    }

    private static Map<String, String> h2(Connection c) throws SQLException {
        return new H2Files().readSettings(c, Durability.DISK);
    }

    private static Map<String, String> sqlite(Connection c) throws SQLException {
        return new SqliteFiles().readSettings(c, Durability.DISK);
    }
}
