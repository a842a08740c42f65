package persistencebench.harness.result;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Reads result files back (for the interrupted-run check, forks, and tests). */
public final class ResultFiles {
    private ResultFiles() {
    }

    public static ResultFile read(Path file) {
        try {
            return Json.mapper().readValue(file.toFile(), ResultFile.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the result file " + file + ": " + e.getMessage(), e);
        }
    }
}
