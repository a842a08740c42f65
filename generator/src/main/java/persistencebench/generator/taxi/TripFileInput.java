package persistencebench.generator.taxi;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;

/** Opens a trip CSV as a byte stream, inflating it when it is gzip-compressed. */
final class TripFileInput {

    private static final int BUFFER_BYTES = 1 << 16;

    private TripFileInput() {
    }

    /**
     * Opens {@code csv}; compression is recognised by the gzip magic bytes (1f 8b), not by the file
     * name, so a renamed {@code .csv.gz} still reads and a plain file named {@code .gz} is not inflated.
     */
    static InputStream open(Path csv) throws IOException {
        if (!Files.isRegularFile(csv)) {
            throw new NoSuchFileException(csv.toString(), null,
                    "no such trip CSV file (give the path of a TLC yellow-taxi .csv or .csv.gz)");
        }
        InputStream in = new BufferedInputStream(Files.newInputStream(csv), BUFFER_BYTES);
        try {
            in.mark(2);
            int first = in.read();
            int second = in.read();
            in.reset();
            if (first == 0x1f && second == 0x8b) {
                return new GZIPInputStream(in, BUFFER_BYTES);
            }
            return in;
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }
}
