package persistencebench.harness.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What a program prints reaches the terminal without a control character or a secret the run knows. */
class TerminalTextTest {

    @Test
    void controlCharactersAreEscapedAndLettersOfAnyScriptKept() {
        assertThat(TerminalText.line("header \u001bc reset, bell \u0007, C1 \u009b, tab\tkept: Zürich 東京 ĳ"))
                .isEqualTo("header \\u001bc reset, bell \\u0007, C1 \\u009b, tab\tkept: Zürich 東京 ĳ");
        assertThat(TerminalText.line("one\nline")).isEqualTo("one\\u000aline");
    }

    @Test
    void theGuardedStreamMakesEveryLineSafeAndKeepsTheLineEndsAProgressBarUses() {
        Credentials.remember("guarded-stream-secret");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream guarded = TerminalText.guard(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        guarded.println("bad header \u001bc in x.csv");
        guarded.print("\rprogress 50% guarded-stream-secret");
        guarded.flush();

        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("bad header \\u001bc in x.csv\n\rprogress 50% ****");
    }

    @Test
    void aFatalErrorPrintsAsOneSafeLine() {
        Credentials.remember("fatal-line-secret");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Program.runAndReport("write", () -> {
            throw new FatalError("bad header \"a\u001bc\" at jdbc:mariadb://root:x@host:1/: Incorrect port value : fatal-line-secret@host");
        }, new PrintStream(err, true, StandardCharsets.UTF_8));

        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("write: error: bad header \"a\\u001bc\" at jdbc:mariadb://root:****@host:1/:"
                + " Incorrect port value : ****@host" + System.lineSeparator());
    }
}
