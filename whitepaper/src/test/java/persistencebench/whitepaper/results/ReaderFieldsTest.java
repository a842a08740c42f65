package persistencebench.whitepaper.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.QuietnessField;
import persistencebench.harness.resultformat.ResultField;
import persistencebench.harness.resultformat.TopField;

/** The records the white paper reads a result file into name only fields the harness's contract declares. */
class ReaderFieldsTest {

    @Test
    void theReaderNamesOnlyFieldsTheContractDeclares() {
        Set<String> cellKeys = keys(CellField.values());
        assertThat(components(ResultCell.class)).isSubsetOf(cellKeys);
        assertThat(components(ConcurrentReadCell.class)).isSubsetOf(cellKeys);
        assertThat(components(Environment.class)).isSubsetOf(keys(EnvironmentField.values()));
        assertThat(components(Dataset.class)).isSubsetOf(keys(DatasetField.values()));
        assertThat(components(Quietness.class)).isSubsetOf(keys(QuietnessField.values()));
        assertThat(components(LoadedResultFile.class)).as("concurrentReads is the loader's own list of the concurrent cells")
                .isSubsetOf(Stream.concat(keys(TopField.values()).stream(), Stream.of("concurrentReads")).toList());
    }

    private static List<String> components(Class<? extends Record> type) {
        return Arrays.stream(type.getRecordComponents()).map(RecordComponent::getName).toList();
    }

    private static Set<String> keys(ResultField[] fields) {
        return Arrays.stream(fields).map(ResultField::key).collect(Collectors.toSet());
    }
}
