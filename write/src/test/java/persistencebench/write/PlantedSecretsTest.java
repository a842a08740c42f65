package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.Program;
import persistencebench.harness.db.server.FreePort;
import persistencebench.harness.testing.Slow;

/**
 * A password planted through every setting that may carry one (the two password settings and each connection string,
 * in the forms the drivers document) appears in no result file, not on the console and not in the error that stops a
 * run whose server does not answer (closed ports, so no database is needed).
 */
@Slow
class PlantedSecretsTest {
    private static final List<String> PLANTED = List.of("planted-jdbc-password", "planted-mariadb-password",
            "planted-in-jdbc-url", "planted-in-mariadb-url", "planted-in-mongo-uri");

    @TempDir
    Path directory;

    @Test
    void noPlantedPasswordReachesAResultFileOrTheConsole() throws Exception {
        Properties settings = planted("csv");
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        new WriteBenchmark(settings, new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        assertThat(console.toString(StandardCharsets.UTF_8)).isNotBlank().doesNotContain("planted");
        assertThat(resultFiles()).as("the settings are recorded, masked").contains("password=****", "mongodb://bench:****@");
    }

    @Test
    void theErrorThatStopsARunWhoseServersDoNotAnswerHoldsNoPlantedPassword() throws Exception {
        for (String database : List.of("postgresql", "mariadb")) {
            Properties settings = planted("jdbc");
            settings.setProperty("databases", database);
            ByteArrayOutputStream console = new ByteArrayOutputStream();

            assertThatThrownBy(() -> new WriteBenchmark(settings, new PrintStream(console, true, StandardCharsets.UTF_8)).run())
                    .hasMessageContaining("cannot connect to").hasMessageContaining("password=****")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("planted"));
            assertThat(console.toString(StandardCharsets.UTF_8)).as(database).doesNotContain("planted");
        }
        resultFiles();
    }

    @Test
    void aPasswordADriverEchoesOutsideTheUrlIsHiddenFromTheLineAndTheResultFiles() throws Exception {
        Properties settings = planted("jdbc");
        settings.setProperty("databases", "mariadb");
        // MariaDB's driver reads host "root" and port "<password>@host:1", and says so
        settings.setProperty("mariadb.url", "jdbc:mariadb://root:planted-authority-password@host:1/");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = Program.runAndReport("write", () -> new WriteBenchmark(settings, new PrintStream(console, true, StandardCharsets.UTF_8)).run(),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).hasLineCount(1)
                .startsWith("write: error: cannot connect to MariaDB at jdbc:mariadb://root:****@host:1/ as user \"root\":"
                        + " Incorrect port value : ****@host")
                .doesNotContain("planted");
        assertThat(console.toString(StandardCharsets.UTF_8)).doesNotContain("planted");
        assertThat(resultFiles()).doesNotContain("planted");
    }

    private Properties planted(String backends) throws IOException {
        Properties settings = new Properties();
        settings.setProperty("csv", TestTrips.generated(directory, 50).toString());
        settings.setProperty("backends", backends);
        settings.setProperty("iterations", "1");
        settings.setProperty("warmups", "0");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        settings.setProperty("jdbc.password", PLANTED.get(0));
        settings.setProperty("mariadb.password", PLANTED.get(1));
        settings.setProperty("jdbc.url", "jdbc:postgresql://127.0.0.1:" + FreePort.pick() + "/bench?user=u&password=" + PLANTED.get(2));
        settings.setProperty("mariadb.url", "jdbc:mariadb://127.0.0.1:" + FreePort.pick() + "/?password=" + PLANTED.get(3));
        settings.setProperty("mongo.uri", "mongodb://bench:" + PLANTED.get(4) + "@127.0.0.1:1/");
        return settings;
    }

    /** Every file under the results directory, each checked for the planted passwords, as one text. */
    private String resultFiles() throws IOException {
        Path results = directory.resolve("results");
        StringBuilder everything = new StringBuilder();
        if (Files.isDirectory(results)) {
            try (Stream<Path> walk = Files.walk(results)) {
                for (Path file : walk.filter(Files::isRegularFile).toList()) {
                    String text = Files.readString(file, StandardCharsets.UTF_8);
                    assertThat(text).as(file.toString()).doesNotContain("planted");
                    everything.append(text);
                }
            }
        }
        return everything.toString();
    }
}
