package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Where a result file of a results directory is kept: under the name its program writes ({@code write-latest.json}), or
 * gzip-compressed under that name plus {@value #COMPRESSED_SUFFIX}, as a published edition keeps it
 * ({@code docs/method.md}, "The reference edition"). The plain file wins where both exist.
 */
public final class ResultFileSource {
    /** The suffix of a compressed result file. */
    public static final String COMPRESSED_SUFFIX = ".gz";

    private ResultFileSource() {
    }

    /** The file named {@code fileName} in {@code dir}, plain or compressed, if either exists. */
    public static Optional<Path> find(Path dir, String fileName) {
        Path plain = dir.resolve(fileName);
        if (Files.exists(plain)) {
            return Optional.of(plain);
        }
        Path compressed = dir.resolve(fileName + COMPRESSED_SUFFIX);
        return Files.exists(compressed) ? Optional.of(compressed) : Optional.empty();
    }

    /** The JSON content of {@code file}, decompressed when its name ends in {@value #COMPRESSED_SUFFIX}. */
    static JsonNode readTree(ObjectMapper mapper, Path file) throws IOException {
        try (InputStream in = open(file)) {
            return mapper.readTree(in);
        }
    }

    /** A stream of {@code file}'s JSON, decompressed when its name ends in {@value #COMPRESSED_SUFFIX}. */
    static InputStream open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        return file.getFileName().toString().endsWith(COMPRESSED_SUFFIX) ? new GZIPInputStream(in) : in;
    }
}
