package persistencebench.harness.resultformat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@code docs/result-files.md} is the human description of the contract: it names every field the code declares. */
class ResultFieldsDocumentedTest {
    private static final Path DOCUMENT = Path.of("..", "docs", "result-files.md");

    @Test
    void theDocumentNamesEveryFieldOfTheFile() throws IOException {
        String document = Files.readString(DOCUMENT);
        List<ResultField> fields = Stream.of(TopField.values(), EnvironmentField.values(), DatasetField.values(), StoreFactField.values(),
                        QuietnessField.values(), CellField.values(), ScalingField.values(), CsvColumn.values()).flatMap(Arrays::stream).map(ResultField.class::cast)
                .filter(field -> !(field instanceof CellField cell && cell.handOver())).toList();

        assertThat(fields).hasSizeGreaterThan(100);
        assertThat(fields.stream().map(ResultField::key).filter(key -> !document.contains("`" + key + "`")))
                .as("fields the document does not name (as `key`)").isEmpty();
    }

    @Test
    void theDocumentSaysWhichFormatVersionThisIs() throws IOException {
        assertThat(Files.readString(DOCUMENT)).contains("| " + ResultFormat.VERSION + " | every cell has an `id`");
    }

    @Test
    void everyFieldHasAOneLineMeaningAndEachLevelItsOwnKeys() {
        Stream.of(TopField.values(), EnvironmentField.values(), DatasetField.values(), StoreFactField.values(), QuietnessField.values(),
                CellField.values(), ScalingField.values(), CsvColumn.values()).forEach(level -> {
            assertThat(level).extracting(ResultField::meaning).allSatisfy(meaning -> assertThat(meaning).isNotBlank().doesNotContain("\n"));
            assertThat(level).extracting(ResultField::key).doesNotHaveDuplicates();
        });
    }
}
