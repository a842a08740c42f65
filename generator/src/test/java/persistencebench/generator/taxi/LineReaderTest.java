package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineReaderTest {

    @Test
    void splitsLinesAcrossBufferBoundariesAndGrowsForLongLines() throws IOException {
        String text = "short\r\nsomewhat longer line\n\na line that is much longer than the tiny buffer\r\nlast";
        assertThat(lines(text, 4)).containsExactly("1:short", "2:somewhat longer line", "3:",
                "4:a line that is much longer than the tiny buffer", "5:last");
        assertThat(lines(text, 1 << 16)).isEqualTo(lines(text, 4));
    }

    @Test
    void anEmptyInputHasNoLinesAndAFinalNewlineAddsNone() throws IOException {
        assertThat(lines("", 8)).isEmpty();
        assertThat(lines("a\n", 8)).containsExactly("1:a");
    }

    @Test
    void refusesAbsurdlyLongLines() {
        byte[] noNewline = new byte[LineReader.MAX_LINE_BYTES + 10];
        LineReader reader = new LineReader(new ByteArrayInputStream(noNewline), 1 << 16);
        assertThatExceptionOfType(LineReader.LineTooLongException.class).isThrownBy(reader::next)
                .withMessageContaining("line 1 is longer than");
    }

    private static List<String> lines(String text, int bufferBytes) throws IOException {
        LineReader reader = new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), bufferBytes);
        List<String> lines = new ArrayList<>();
        while (reader.next()) {
            lines.add(reader.lineNumber() + ":" + new String(reader.buffer(), reader.start(),
                    reader.end() - reader.start(), StandardCharsets.US_ASCII));
        }
        return lines;
    }
}
