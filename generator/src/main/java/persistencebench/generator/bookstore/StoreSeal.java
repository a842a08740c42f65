package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * What a read-back of a storage directory proved, kept beside it so that the next check need not read it back again:
 * the content it was found to hold, the SHA-256 of its files (relative names, sizes and bytes) at that moment, and the
 * digest of the code that read it back. Files with the same digest, checked against the same content by the same code,
 * hold what the read-back found: the check then costs one pass over the bytes instead of a read-back of every object
 * ({@code docs/method.md}, rule 7). Any other difference, or no seal, means a read-back.
 *
 * @param contentDigest the dataset content the store was found to hold ({@link DatasetContent#digest()})
 * @param filesDigest   SHA-256 of the storage directory's files ({@link persistencebench.harness.files.FilesDigest#sha256(Path)})
 * @param codeDigest    the build inputs' digest of the code that read the store back
 * @param readBackAt    when that read-back ended
 */
record StoreSeal(String contentDigest, String filesDigest, String codeDigest, Instant readBackAt) {
    private static final String CONTENT = "contentDigest";
    private static final String FILES = "filesDigest";
    private static final String CODE = "codeDigest";
    private static final String READ_BACK_AT = "readBackAt";

    /** Whether this seal proves that files of digest {@code files} hold {@code content}, for the code of digest {@code code}. */
    boolean proves(String content, String files, String code) {
        return contentDigest.equals(content) && filesDigest.equals(files) && codeDigest.equals(code);
    }

    /** The seal recorded in {@code file}; empty when there is none or it cannot be read (then the store is read back). */
    static Optional<StoreSeal> read(Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
            return Optional.of(new StoreSeal(required(properties, CONTENT), required(properties, FILES), required(properties, CODE),
                    Instant.parse(required(properties, READ_BACK_AT))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Writes the seal to {@code file} whole or not at all: a temporary file of its own, renamed into place, so that
     * two checks of one cache cannot mix their seals.
     *
     * @throws UncheckedIOException when it cannot; the store is then merely unsealed
     */
    void write(Path file) {
        Properties properties = new Properties();
        properties.putAll(Map.of(CONTENT, contentDigest, FILES, filesDigest, CODE, codeDigest, READ_BACK_AT, readBackAt.toString()));
        Path temporary = null;
        try {
            temporary = Files.createTempFile(file.getParent(), file.getFileName() + ".", ".tmp");
            try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                properties.store(writer, "what the last read-back of the storage beside this file proved (see StoreSeal)");
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (temporary != null) {
                temporary.toFile().delete();
            }
            throw new UncheckedIOException("cannot write the store seal " + file, e);
        }
    }

    private static String required(Properties properties, String key) {
        String value = properties.getProperty(key);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("no " + key);
        }
        return value;
    }
}
