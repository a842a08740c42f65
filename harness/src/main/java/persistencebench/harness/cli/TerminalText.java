package persistencebench.harness.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What a program prints, made safe to show: every secret the run knows {@linkplain Credentials#scrub hidden}, and every
 * control character escaped as {@code \}{@code uXXXX}, so a text the program did not write (a CSV's first line, a file
 * name, a driver's message) can neither reset nor recolour the terminal. Letters of any script stay as they are.
 * {@link Program} prints every line of a program through it.
 */
public final class TerminalText {

    private TerminalText() {
    }

    /** {@code text} as one line that is safe to show: secrets hidden, every control character but a tab escaped. */
    public static String line(String text) {
        String scrubbed = Credentials.scrub(String.valueOf(text));
        StringBuilder out = new StringBuilder(scrubbed.length());
        scrubbed.chars().forEach(c -> {
            if (Character.isISOControl(c) && c != '\t') {
                out.append(String.format("\\u%04x", c));
            } else {
                out.append((char) c);
            }
        });
        return out.toString();
    }

    /**
     * A stream printing to {@code raw} what is printed to it, each line (ended by a line feed or a carriage return, which
     * pass as they are: a progress bar redraws its line with one) made safe by {@link #line}; a line not yet ended is
     * shown at a flush.
     */
    public static PrintStream guard(PrintStream raw) {
        return new PrintStream(new SafeLines(raw), true, StandardCharsets.UTF_8);
    }

    /** Collects the bytes of a line, then prints it made safe. */
    private static final class SafeLines extends OutputStream {
        private final PrintStream raw;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        SafeLines(PrintStream raw) {
            this.raw = raw;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n' || b == '\r') {
                emit();
                raw.write(b);
            } else {
                pending.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }

        @Override
        public synchronized void flush() {
            emit();
            raw.flush();
        }

        private void emit() {
            if (pending.size() > 0) {
                raw.print(line(pending.toString(StandardCharsets.UTF_8)));
                pending.reset();
            }
        }
    }
}
