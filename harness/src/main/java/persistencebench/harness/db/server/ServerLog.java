package persistencebench.harness.db.server;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The output file of a server the run starts, read from where a start began: what the server said when it failed. */
public final class ServerLog {
    /** At most this much of a start's output is read back (its last part). */
    private static final int MAX_BYTES = 1 << 20;

    private ServerLog() {
    }

    /** Where the next start's output will begin: the log's size now, 0 when there is none. */
    public static long size(Path log) {
        try {
            return Files.exists(log) ? Files.size(log) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    /** The last line {@code log} holds that is not blank, or an empty string when there is none. */
    public static String lastLine(Path log) {
        String tail = since(log, Math.max(0, size(log) - 4096)).strip();
        return tail.substring(tail.lastIndexOf('\n') + 1).strip();
    }

    /** What was written to {@code log} after {@code offset} (its last megabyte at most); empty when it cannot be read. */
    public static String since(Path log, long offset) {
        if (!Files.exists(log)) {
            return "";
        }
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "r")) {
            byte[] bytes = new byte[(int) Math.max(0, Math.min(file.length() - offset, MAX_BYTES))];
            file.seek(Math.max(offset, file.length() - bytes.length));
            file.readFully(bytes);
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
