package persistencebench.generator.taxi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines without decoding it: each line is exposed as a range of the
 * internal buffer, valid until the next call of {@link #next()}. Accepts LF and CRLF endings and a
 * last line without terminator; counts physical lines from 1.
 */
final class LineReader {

    /** Longer lines cannot be trip rows; refusing them keeps a wrong input file from exhausting memory. */
    static final int MAX_LINE_BYTES = 1 << 20;

    private final InputStream in;
    private byte[] buffer;
    private int position;
    private int limit;
    private boolean endOfInput;
    private long lineNumber;
    private int lineStart;
    private int lineEnd;

    LineReader(InputStream in, int bufferBytes) {
        this.in = in;
        this.buffer = new byte[bufferBytes];
    }

    /**
     * Advances to the next line.
     *
     * @return false at the end of the input
     * @throws LineTooLongException if a line exceeds {@link #MAX_LINE_BYTES}
     */
    boolean next() throws IOException {
        int scanFrom = position;
        while (true) {
            int newline = indexOfNewline(scanFrom);
            if (newline >= 0) {
                setLine(position, newline);
                position = newline + 1;
                return true;
            }
            if (endOfInput) {
                if (position == limit) {
                    return false;
                }
                setLine(position, limit);
                position = limit;
                return true;
            }
            scanFrom = limit - position;
            fill();
        }
    }

    byte[] buffer() {
        return buffer;
    }

    /** Start of the current line in {@link #buffer()}. */
    int start() {
        return lineStart;
    }

    /** End (exclusive) of the current line, without its CR/LF. */
    int end() {
        return lineEnd;
    }

    long lineNumber() {
        return lineNumber;
    }

    private void setLine(int start, int endBeforeNewline) throws LineTooLongException {
        if (endBeforeNewline - start > MAX_LINE_BYTES) {
            throw new LineTooLongException(lineNumber + 1);
        }
        int end = endBeforeNewline;
        if (end > start && buffer[end - 1] == '\r') {
            end--;
        }
        lineStart = start;
        lineEnd = end;
        lineNumber++;
    }

    private int indexOfNewline(int from) {
        byte[] b = buffer;
        for (int i = from; i < limit; i++) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Moves the unfinished line to the buffer's start (growing it if needed) and reads more bytes. */
    private void fill() throws IOException {
        int pending = limit - position;
        if (pending > MAX_LINE_BYTES) {
            throw new LineTooLongException(lineNumber + 1);
        }
        if (position > 0) {
            System.arraycopy(buffer, position, buffer, 0, pending);
        } else if (pending == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        position = 0;
        limit = pending;
        int read = in.readNBytes(buffer, limit, buffer.length - limit);
        limit += read;
        if (limit < buffer.length) {
            endOfInput = true;
        }
    }

    /** A line longer than {@link #MAX_LINE_BYTES}: not a CSV row at all. */
    static final class LineTooLongException extends IOException {
        private static final long serialVersionUID = 1L;
        private final long line;

        LineTooLongException(long line) {
            super("line " + line + " is longer than " + MAX_LINE_BYTES + " bytes");
            this.line = line;
        }

        long line() {
            return line;
        }
    }
}
