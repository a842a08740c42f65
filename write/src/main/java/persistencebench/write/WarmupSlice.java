package persistencebench.write;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPInputStream;

/**
 * The CSV a warm-up reads: the first {@code -DwarmupRows} data lines of the run's CSV, behind its header. A warm-up
 * exists to run the load path until the JIT has compiled it; its figures are discarded. A full month per warm-up
 * doubled the cost of a cell at the paper's scale (the original study had no warm-up at all): 200,000 trips pass
 * every per-row call tens of thousands of times, past the C2 compiler's thresholds, in a few seconds. The file is
 * written once into the data directory, untimed, and reused by later runs.
 */
final class WarmupSlice {

    private WarmupSlice() {
    }

    /**
     * The slice's path, written when missing; null when warm-ups read the whole CSV ({@code rows} is 0 or not below
     * the CSV's trips).
     *
     * @param csvRows the trips the reference read counted in the CSV
     */
    static Path of(Path csv, long csvRows, long rows, Path dataDir) throws IOException {
        if (rows == 0 || rows >= csvRows) {
            return null;
        }
        String name = csv.getFileName().toString().replaceFirst("\\.csv(\\.gz)?$", "");
        Path slice = dataDir.resolve("taxi").resolve("warmup").resolve(name + ".first" + rows + ".csv");
        if (Files.isRegularFile(slice) && Files.getLastModifiedTime(slice).compareTo(Files.getLastModifiedTime(csv)) >= 0) {
            return slice;
        }
        Files.createDirectories(slice.getParent());
        Path partial = slice.resolveSibling(slice.getFileName() + ".partial");
        try (BufferedReader in = reader(csv); BufferedWriter out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
            long lines = -1; // the header is line 0
            String line;
            while (lines < rows && (line = in.readLine()) != null) {
                out.write(line);
                out.write('\n');
                if (!line.isEmpty()) {
                    lines++;
                }
            }
        }
        Files.move(partial, slice, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return slice;
    }

    private static BufferedReader reader(Path csv) throws IOException {
        InputStream in = Files.newInputStream(csv);
        if (csv.getFileName().toString().endsWith(".gz")) {
            in = new GZIPInputStream(in, 1 << 16);
        }
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }
}
