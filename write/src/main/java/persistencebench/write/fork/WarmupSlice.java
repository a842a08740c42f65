package persistencebench.write.fork;

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
 * What a write warm-up reads: the first {@code rows} data lines of the run's CSV behind its header, as a file of its
 * own. A warm-up exists to run the load path until the JIT has compiled it; its figures are discarded. A full month
 * per warm-up doubled the cost of a cell at the paper's scale (the original study had no warm-up at all): 200,000
 * trips pass every per-row call tens of thousands of times, past the C2 compiler's thresholds, in a few seconds. The
 * file is written once into the data directory, untimed, under a name that identifies the CSV it was cut from (its
 * path, size and modification time), and reused by later runs on that CSV.
 *
 * @param csv  the slice's file
 * @param rows the data lines it holds: a warm-up must read (or, with {@code -DbadRows=skip}, skip) exactly as many
 */
public record WarmupSlice(String csv, long rows) {

    /**
     * The slice of {@code csv}, written when missing; null when warm-ups read the whole CSV ({@code rows} is 0 or not
     * below the CSV's trips).
     *
     * @param csvRows the trips the reference read counted in the CSV
     */
    public static WarmupSlice of(Path csv, long csvRows, long rows, Path dataDir) throws IOException {
        if (rows == 0 || rows >= csvRows) {
            return null;
        }
        String name = csv.getFileName().toString().replaceFirst("\\.csv(\\.gz)?$", "");
        String origin = Integer.toHexString(csv.toAbsolutePath().normalize().toString().hashCode()) + "-" + Files.size(csv) + "-"
                + Files.getLastModifiedTime(csv).toMillis();
        Path slice = dataDir.resolve("taxi").resolve("warmup").resolve(name + "." + origin + ".first" + rows + ".csv");
        if (!Files.isRegularFile(slice)) {
            Files.createDirectories(slice.getParent());
            Path partial = Files.createTempFile(slice.getParent(), slice.getFileName().toString(), ".partial");
            try {
                copyHead(csv, rows, partial);
                Files.move(partial, slice, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(partial);
            }
        }
        return new WarmupSlice(slice.toString(), rows);
    }

    /** The header and the first {@code rows} non-empty lines; empty lines (no data, no row) are copied uncounted. */
    private static void copyHead(Path csv, long rows, Path target) throws IOException {
        try (BufferedReader in = reader(csv); BufferedWriter out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
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
    }

    private static BufferedReader reader(Path csv) throws IOException {
        InputStream in = Files.newInputStream(csv);
        if (csv.getFileName().toString().endsWith(".gz")) {
            in = new GZIPInputStream(in, 1 << 16);
        }
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }
}
