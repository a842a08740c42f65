package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.CellIdentity;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.TopField;

/**
 * Reads a file of format {@link ResultFormat#UNVERSIONED 1} as one of the current format: gives every cell the
 * {@link CellField#ID id} its identity has, and turns each sanity pair's cell names (format 1 named cells by the
 * harness's display label of the time, {@code "jdbc/paper on h2 customersPaged hot"}, a {@code concurrentReads} cell by its
 * {@code pairName}, and one fork of a cell by {@code "<label> fork <n>"}) into ids, with {@code forks} for two forks of
 * one cell. Those labels are a fixed fact of format 1, which is why this class spells them out rather than asking the
 * harness, whose labels may change. A name that matches no cell is left as it is: such a pair resolves to no cell.
 */
final class FormatOneUpgrade {
    private static final Pattern FORK = Pattern.compile("(.+) fork (\\d+)");
    /** The database format 1 labels did not name. */
    private static final String UNNAMED_DATABASE = "postgresql";

    private FormatOneUpgrade() {
    }

    /** Upgrades {@code root}, the JSON of a format-1 file, in place. */
    static void apply(ObjectNode root) {
        Map<String, String> idsByName = new HashMap<>();
        for (JsonNode cell : root.path(TopField.RESULTS.key())) {
            if (cell instanceof ObjectNode object) {
                identity(object).map(CellIdentity::id).ifPresent(id -> {
                    object.put(CellField.ID.key(), id);
                    idsByName.putIfAbsent(label(object), id);
                    if (object.path(CellField.PAIR_NAME.key()).isTextual()) {
                        idsByName.putIfAbsent(object.get(CellField.PAIR_NAME.key()).asText(), id);
                    }
                });
            }
        }
        for (JsonNode pair : root.path(TopField.SANITY_PAIRS.key())) {
            if (pair instanceof ObjectNode object && object.get("cells") instanceof ArrayNode names) {
                ids(object, names, idsByName);
            }
        }
    }

    private static void ids(ObjectNode pair, ArrayNode names, Map<String, String> idsByName) {
        ArrayNode ids = pair.arrayNode();
        ArrayNode forks = pair.arrayNode();
        for (JsonNode name : names) {
            String id = idsByName.get(name.asText());
            Matcher fork = FORK.matcher(name.asText());
            if (id == null && fork.matches() && idsByName.containsKey(fork.group(1))) {
                ids.add(idsByName.get(fork.group(1)));
                forks.add(Integer.parseInt(fork.group(2)));
            } else {
                ids.add(id == null ? name.asText() : id);
            }
        }
        pair.set("cells", ids);
        if (!forks.isEmpty() && forks.size() == ids.size()) {
            pair.set("forks", forks);
        }
    }

    /** The cell's identity; empty for a cell that lacks a part every cell has, which the validator refuses. */
    private static Optional<CellIdentity> identity(ObjectNode cell) {
        if (text(cell, CellField.BACKEND) == null || text(cell, CellField.VARIANT) == null || text(cell, CellField.PHASE) == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(new CellIdentity(text(cell, CellField.BACKEND), text(cell, CellField.VARIANT), text(cell, CellField.DATABASE),
                    text(cell, CellField.PHASE), text(cell, CellField.TEMPERATURE),
                    cell.path(CellField.THREADS.key()).isInt() ? cell.get(CellField.THREADS.key()).asInt() : null,
                    text(cell, CellField.CONNECTION_MODE), text(cell, CellField.QUERY)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The harness's display label of format 1: {@code backend/variant[ on database] phase[ temperature]}. */
    private static String label(ObjectNode cell) {
        String database = text(cell, CellField.DATABASE);
        String temperature = text(cell, CellField.TEMPERATURE);
        return text(cell, CellField.BACKEND) + "/" + text(cell, CellField.VARIANT)
                + (database == null || UNNAMED_DATABASE.equals(database) ? "" : " on " + database) + " " + text(cell, CellField.PHASE)
                + (temperature == null ? "" : " " + temperature);
    }

    private static String text(ObjectNode cell, CellField field) {
        JsonNode value = cell.get(field.key());
        return value == null || value.isNull() ? null : value.asText();
    }
}
