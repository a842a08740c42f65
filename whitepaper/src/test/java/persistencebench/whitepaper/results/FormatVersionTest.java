package persistencebench.whitepaper.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.TopField;
import persistencebench.whitepaper.Fixtures;

class FormatVersionTest {

    @TempDir
    Path dir;

    private final ResultsLoader loader = new ResultsLoader();

    @Test
    void aFileWithoutAFormatVersionIsRefusedInOneLine() {
        Path file = Fixtures.alter(dir, Fixtures.WRITE, json -> json.remove(TopField.FORMAT_VERSION.key()));

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOfSatisfying(RefusedResultFileException.class,
                e -> assertThat(e.problemsByFile().get(file)).containsExactly("write-latest.json has no \"formatVersion\": this white"
                        + " paper reads result format " + ResultFormat.VERSION + " only, and a file without the field was written before"
                        + " it existed or was edited: rerun ./mvnw -pl write exec:java"));
    }

    @Test
    void aFileOfAnOlderFormatIsRefused() {
        Path file = Fixtures.alter(dir, Fixtures.READ, json -> json.put(TopField.FORMAT_VERSION.key(), ResultFormat.VERSION - 1));

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOfSatisfying(RefusedResultFileException.class,
                e -> assertThat(e.problemsByFile().get(file)).singleElement().asString()
                        .startsWith("read-latest.json is in result format " + (ResultFormat.VERSION - 1) + ", older than the "));
    }

    @Test
    void aFileOfANewerFormatIsRefusedInOneLineThatSaysWhatToDo() {
        Path file = Fixtures.alter(dir, Fixtures.READ, json -> json.put("formatVersion", ResultFormat.VERSION + 1));

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOfSatisfying(RefusedResultFileException.class,
                e -> assertThat(e.problemsByFile().get(file)).containsExactly("read-latest.json is in result format "
                        + (ResultFormat.VERSION + 1) + ", newer than the " + ResultFormat.VERSION + " this white paper reads: render it"
                        + " with the checkout that wrote it, or rerun ./mvnw -pl read exec:java -Dsize=medium with this one"));
    }

    @Test
    void aFormatVersionThatIsNoWholeNumberIsRefused() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.put("formatVersion", "two"));

        assertThatThrownBy(() -> loader.load(dir)).isInstanceOf(RefusedResultFileException.class)
                .hasMessageContaining("write-latest.json: \"formatVersion\" is \"two\", not a whole number of 1 or more");
    }

    @Test
    void aCellWithoutAnIdIsRefusedInTheCurrentFormat() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> Fixtures.cell(json, "jdbc", "tuned", "store", null).remove("id"));

        assertThatThrownBy(() -> loader.load(dir)).hasMessageContaining("cell jdbc/tuned/store lacks an id");
    }
}
