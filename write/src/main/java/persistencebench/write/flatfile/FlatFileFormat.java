package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Objects;

/**
 * What a flat file is written in: the Jackson factory whose generators and parsers read and write it (JSON, YAML,
 * configured by the backend) and the extension its files carry.
 *
 * @param factory   makes every generator and parser of the engine; Jackson factories are thread-safe and meant to be reused
 * @param extension without the dot, e.g. {@code json}
 */
public record FlatFileFormat(JsonFactory factory, String extension) {
    /** Bytes the reader's stream buffers: enough that one read call fetches many of the parser's 8,000-byte chunks. */
    private static final int READ_BUFFER_BYTES = 1 << 16;

    public FlatFileFormat {
        Objects.requireNonNull(factory, "factory");
        if (extension == null || extension.isEmpty() || extension.contains(".")) {
            throw new IllegalArgumentException("a flat-file extension is a name without a dot, not \"" + extension + "\"");
        }
    }

    /** The file {@code baseName.extension} in {@code directory}. */
    Path file(Path directory, String baseName) {
        return directory.resolve(baseName + "." + extension);
    }

    /** Whether {@code file} is one of this format's files. */
    boolean holds(Path file) {
        return Files.isRegularFile(file) && file.getFileName().toString().endsWith("." + extension);
    }

    /**
     * A generator writing UTF-8 into a new file through a buffer of {@code bufferBytes}; closing the generator flushes
     * and closes the file (Jackson's {@code AUTO_CLOSE_TARGET}, on by default).
     */
    JsonGenerator openGenerator(Path file, int bufferBytes) throws IOException {
        OutputStream out = new BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), bufferBytes);
        try {
            return factory.createGenerator(out);
        } catch (IOException | RuntimeException e) {
            out.close();
            throw e;
        }
    }

    /** A parser reading {@code file}; closing it closes the file. */
    JsonParser openParser(Path file) throws IOException {
        InputStream in = new BufferedInputStream(Files.newInputStream(file), READ_BUFFER_BYTES);
        try {
            return factory.createParser(in);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }
}
