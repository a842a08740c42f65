package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.settings.SettingsException;
import persistencebench.harness.testing.Slow;

/** Help, and bad settings rejected before any work starts. */
@Slow
class WriteSettingsTest {
    @TempDir
    Path directory;

    private Properties settings(String... pairs) {
        Properties settings = new Properties();
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        for (int i = 0; i < pairs.length; i += 2) {
            settings.setProperty(pairs[i], pairs[i + 1]);
        }
        return settings;
    }

    @Test
    void helpListsEverySetting() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(new WriteBenchmark(settings("help", ""), new PrintStream(out, true, StandardCharsets.UTF_8)).run()).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("-Drows", "-Dseed", "-Dcsv", "-DbadRows", "-Dbackends", "-Dvariants",
                "-Diterations", "-Dwarmups", "-Dforks", "-Ddurability", "-Dchannels", "-Ddata", "-Dresults", "-Djdbc.url", "-Djdbc.user",
                "-Djdbc.password", "-DstudyDatabases", "rewrite (jdbc)", "streamed (microstream, eclipsestore)", "the load-only baseline (csv)",
                "-Dmongo.uri", "-Dtestkv.capacity");
        assertThat(out.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith("  -Dchannels "))).as("declared by two backends, listed once")
                .hasSize(1);
    }

    @Test
    void aMisspeltSettingOrOneOfAnotherProgramEndsTheRunInOneLine() {
        assertThat(report(settings("iters", "7"))).isEqualTo("2 write: error: unknown setting -Diters for write: did you mean -Diterations?"
                + " (run with -Dhelp to list the settings)");
        assertThat(report(settings("heap", "1g"))).isEqualTo("2 write: error: -Dheap is a setting of ReadBenchmark and ScalingStudy, not of"
                + " write: leave it out, or give it to one of those programs (run with -Dhelp to list the settings)");
    }

    /** The exit code and the lines {@link Program} prints for a write run with {@code settings}. */
    private static String report(Properties settings) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Program.runAndReport(WriteBenchmark.KIND, () -> new WriteBenchmark(settings, new PrintStream(PrintStream.nullOutputStream())).run(),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return code + " " + err.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    void rejectsBadValuesClearly() {
        PrintStream quiet = new PrintStream(PrintStream.nullOutputStream());
        assertThatThrownBy(() -> new WriteBenchmark(settings("channels", "3"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("-Dchannels=3");
        assertThatThrownBy(() -> new WriteBenchmark(settings("backends", "jdbc", "channels", "3"), quiet).run())
                .as("a backend's own setting is checked when the backend is not selected too")
                .isInstanceOf(SettingsException.class).hasMessageContaining("-Dchannels=3");
        assertThatThrownBy(() -> new WriteBenchmark(settings("backends", "jdbc,oracle"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("oracle");
        assertThatThrownBy(() -> new WriteBenchmark(settings("backends", "jdbc", "variants", "streamed"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("nothing to measure");
        assertThatThrownBy(() -> new WriteBenchmark(settings("durability", "memory"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("-Ddurability=memory");
        assertThatThrownBy(() -> new WriteBenchmark(settings("forks", "0"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("-Dforks=0");
        assertThatThrownBy(() -> new WriteBenchmark(settings("badRows", "ignore"), quiet).run())
                .isInstanceOf(SettingsException.class).hasMessageContaining("-DbadRows=ignore");
        assertThatThrownBy(() -> new WriteBenchmark(settings("csv", directory.resolve("missing.csv").toString()), quiet).run())
                .isInstanceOf(FatalError.class).hasMessageContaining("missing.csv").hasMessageContaining("no readable file");
    }
}
