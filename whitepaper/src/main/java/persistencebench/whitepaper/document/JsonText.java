package persistencebench.whitepaper.document;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** JSON values from result files as plain prose: objects as "key value · key value", arrays as "a, b, c". */
final class JsonText {

    private JsonText() {
    }

    /** {@code node} without JSON syntax; empty for a missing node. */
    static String plain(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return "";
        }
        if (node.isArray()) {
            List<String> items = new ArrayList<>();
            node.forEach(item -> items.add(plain(item)));
            return String.join(", ", items);
        }
        if (node.isObject()) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                JsonNode value = field.getValue();
                // a nested object in parentheses, so its fields are not read as the outer object's
                parts.add(field.getKey() + " " + (value.isObject() ? "(" + plain(value) + ")" : plain(value)));
            }
            return String.join(" · ", parts);
        }
        return node.asText();
    }
}
