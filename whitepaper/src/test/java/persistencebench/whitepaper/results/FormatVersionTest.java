package persistencebench.whitepaper.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.whitepaper.Fixtures;

class FormatVersionTest {

    @TempDir
    Path dir;

    private final ResultsLoader loader = new ResultsLoader();

    @Test
    void aFileWithoutAFormatVersionIsReadAsTheSameFileInTheCurrentFormat() throws Exception {
        Path formatOne = Files.createDirectory(dir.resolve("format-1"));
        Path current = Files.createDirectory(dir.resolve("current"));
        BenchmarkRun old = loader.load(Fixtures.copyFormatOneRead(formatOne)).read().orElseThrow();
        BenchmarkRun now = loader.load(Fixtures.copy(current, Fixtures.READ)).read().orElseThrow();

        assertThat(old.cells()).extracting(ResultCell::id).containsExactlyElementsOf(now.cells().stream().map(ResultCell::id).toList())
                .contains("jdbc/paper@postgresql/customersPaged/hot", "microstream/paper/customersPaged/cold");
        assertThat(old.file().sanityPairs()).isEqualTo(now.file().sanityPairs());
        assertThat(old.sanityPairs()).filteredOn(SanityPair::isForkPair).singleElement().satisfies(pair -> {
            assertThat(pair.cells()).containsExactly("jdbc/paper@postgresql/purchasesOfForeigners/hot",
                    "jdbc/paper@postgresql/purchasesOfForeigners/hot");
            assertThat(pair.forks()).containsExactly(1, 2);
        });
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
                .hasMessageContaining("not a valid result file: \"formatVersion\" is \"two\", not a whole number of 1 or more");
    }

    @Test
    void aCellWithoutAnIdIsRefusedInTheCurrentFormat() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> Fixtures.cell(json, "jdbc", "tuned", "store", null).remove("id"));

        assertThatThrownBy(() -> loader.load(dir)).hasMessageContaining("cell jdbc/tuned/store lacks an id");
    }
}
