package persistencebench.generator.taxi;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A trip file whose bytes cannot be read as what they claim to be, e.g. a gzip file cut short by a download. No row of
 * it is malformed, so skipping rows cannot help: the read stops. The one-line message names the file and the problem,
 * e.g. {@code yellow.csv.gz is not a complete gzip file: unexpected end at byte 1048576}.
 */
public final class CorruptTripFileException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient Path file;

    CorruptTripFileException(Path file, String problem, Throwable cause) {
        super(file.getFileName() + " " + problem, cause);
        this.file = file;
    }

    /** The file that was read. */
    public Path file() {
        return file;
    }
}
