package persistencebench.harness.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

/**
 * The SHA-256 of a directory's files: two directories with the same digest hold the same files byte for byte, so what
 * a read-back proved of one holds for the other (a bookstore's sealed stores, a later write fork's flat files).
 */
public final class FilesDigest {
    private static final int BUFFER_BYTES = 1 << 20;

    private FilesDigest() {
    }

    /**
     * SHA-256 over every regular file under {@code directory}, in the order of their relative names
     * ({@link Directories#files}): its relative name, its size, its bytes.
     *
     * @throws UncheckedIOException when a file cannot be listed or read
     */
    public static String sha256(Path directory) {
        MessageDigest sha256;
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES);
        try {
            for (Map.Entry<String, Path> file : Directories.files(directory).entrySet()) {
                sha256.update((file.getKey() + "\0" + Files.size(file.getValue()) + "\0").getBytes(StandardCharsets.UTF_8));
                try (FileChannel channel = FileChannel.open(file.getValue())) {
                    while (channel.read(buffer) >= 0) {
                        buffer.flip();
                        sha256.update(buffer);
                        buffer.clear();
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the files under " + directory, e);
        }
        return HexFormat.of().formatHex(sha256.digest());
    }
}
