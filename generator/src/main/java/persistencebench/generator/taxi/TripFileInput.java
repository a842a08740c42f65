package persistencebench.generator.taxi;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/** Opens a trip CSV as a byte stream, inflating it when it is gzip-compressed. */
final class TripFileInput {

    private static final int BUFFER_BYTES = 1 << 16;

    private TripFileInput() {
    }

    /**
     * Opens {@code csv}; compression is recognised by the gzip magic bytes (1f 8b), not by the file
     * name, so a renamed {@code .csv.gz} still reads and a plain file named {@code .gz} is not inflated.
     * Reading a gzip file that is cut short or corrupt throws a {@link CorruptTripFileException} naming it.
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
                return new GzipInput(csv, in);
            }
            return in;
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /** Inflates; the JDK's gzip errors name neither the file nor where it ended, so they become one that does. */
    private static final class GzipInput extends FilterInputStream {
        private final Path csv;

        GzipInput(Path csv, InputStream compressed) throws IOException {
            super(compressed);
            this.csv = csv;
            try {
                in = new GZIPInputStream(compressed, BUFFER_BYTES);
            } catch (IOException e) {
                throw corrupt(e);
            }
        }

        @Override
        public int read() throws IOException {
            try {
                return in.read();
            } catch (IOException e) {
                throw corrupt(e);
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            try {
                return in.read(b, off, len);
            } catch (IOException e) {
                throw corrupt(e);
            }
        }

        private IOException corrupt(IOException e) throws IOException {
            if (e instanceof EOFException) {
                return new CorruptTripFileException(csv, "is not a complete gzip file: unexpected end at byte " + Files.size(csv)
                        + " (a download cut short? fetch the file again)", e);
            }
            if (e instanceof ZipException) {
                return new CorruptTripFileException(csv, "is not a valid gzip file: " + e.getMessage() + " (fetch the file again)", e);
            }
            return e;
        }
    }
}
