package persistencebench.harness.resultformat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** For tests of programs that write result files: the keys of a file that the contract does not declare. */
public final class UndeclaredFields {

    private UndeclaredFields() {
    }

    /**
     * The keys of the result file {@code root} at the top level, in its {@code environment}, its {@code dataset} (each
     * store's {@code storeFacts} too), its {@code quietness} and in its cells that no {@link TopField}, {@link EnvironmentField},
     * {@link DatasetField}, {@link StoreFactField}, {@link QuietnessField} or {@link CellField} (other than a {@link CellField#handOver()} one)
     * declares, each as {@code level.key}; empty when the file keeps the contract.
     */
    public static List<String> of(JsonNode root) {
        List<String> undeclared = new ArrayList<>();
        undeclared(root, keys(TopField.values()), "top", undeclared);
        undeclared(root.path(TopField.ENVIRONMENT.key()), keys(EnvironmentField.values()), "environment", undeclared);
        undeclared(root.path(TopField.DATASET.key()), keys(DatasetField.values()), "dataset", undeclared);
        root.path(TopField.DATASET.key()).path(DatasetField.STORE_FACTS.key())
                .forEach(store -> undeclared(store, keys(StoreFactField.values()), "storeFacts", undeclared));
        undeclared(root.path(TopField.QUIETNESS.key()), keys(QuietnessField.values()), "quietness", undeclared);
        Set<String> cellKeys = Arrays.stream(CellField.values()).filter(field -> !field.handOver()).map(CellField::key)
                .collect(Collectors.toSet());
        root.path(TopField.RESULTS.key()).forEach(cell -> undeclared(cell, cellKeys, "cell", undeclared));
        return undeclared.stream().distinct().toList();
    }

    private static Set<String> keys(ResultField[] fields) {
        return Stream.of(fields).map(ResultField::key).collect(Collectors.toSet());
    }

    private static void undeclared(JsonNode node, Set<String> declared, String level, List<String> undeclared) {
        node.fieldNames().forEachRemaining(key -> {
            if (!declared.contains(key)) {
                undeclared.add(level + "." + key);
            }
        });
    }
}
