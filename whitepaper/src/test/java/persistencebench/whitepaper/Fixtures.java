package persistencebench.whitepaper;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The hand-made result files under {@code src/test/resources/fixtures} (tiny, clearly fake numbers)
 * and helpers to copy them into a temporary results directory, optionally altered.
 */
public final class Fixtures {

    public static final String WRITE = "write-latest.json";
    public static final String READ = "read-latest.json";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Fixtures() {
    }

    /** Copies the named fixtures unchanged into {@code dir}. */
    public static Path copy(Path dir, String... names) {
        for (String name : names) {
            alter(dir, name, json -> { });
        }
        return dir;
    }

    /** Copies fixture {@code name} into {@code dir} after applying {@code change} to its JSON tree. */
    public static Path alter(Path dir, String name, Consumer<ObjectNode> change) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            ObjectNode json = (ObjectNode) MAPPER.readTree(in);
            change.accept(json);
            Path file = dir.resolve(name);
            MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), json);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The {@code index}-th cell of a fixture's results array. */
    public static ObjectNode cell(ObjectNode json, int index) {
        return (ObjectNode) json.get("results").get(index);
    }

    /** Writes raw text as a result file, for malformed-input tests. */
    public static Path writeRaw(Path dir, String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
