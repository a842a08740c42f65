package persistencebench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import persistencebench.harness.settings.SettingsException;

class ProgramTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);

    @Test
    void aUserErrorIsOneLineAndItsExitCode() {
        int code = Program.runAndReport("write", () -> {
            throw new SettingsException("invalid value -Drows=x: expected a whole number");
        }, errStream);
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8).lines())
                .containsExactly("write: error: invalid value -Drows=x: expected a whole number (run with -Dhelp to list the settings)");
    }

    @Test
    void successReturnsTheBodysCode() {
        assertThat(Program.runAndReport("read", () -> 0, errStream)).isZero();
        assertThat(err.size()).isZero();
    }

    @Test
    void anUnexpectedFailureIsReportedWithItsTrace() {
        int code = Program.runAndReport("read", () -> {
            throw new IllegalStateException("boom");
        }, errStream);
        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("read: unexpected failure: java.lang.IllegalStateException: boom");
    }

    @Test
    void anUnexpectedFailureShowsNoPasswordOfAConnectionStringInItsTraceEither() {
        int code = Program.runAndReport("write", () -> {
            throw new IllegalStateException("cannot open jdbc:postgresql://h/db?password=planted-secret",
                    new RuntimeException("mongodb://user:planted-secret@host failed"));
        }, errStream);
        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("planted-secret").contains("password=****", "user:****@host")
                .contains("Caused by:");
    }
}
