package persistencebench.whitepaper.document;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TemplateTest {

    @Test
    void fillsEveryPlaceholderAndFailsOnAMissingValue() {
        Template template = Template.load("missing-part.adoc");

        assertThat(template.fill(Map.of("kind", "read", "file", "results/read-latest.json", "command", "run it")))
                .contains("The read results are missing: results/read-latest.json does not exist")
                .doesNotContain("{{");
        assertThatThrownBy(() -> template.fill(Map.of("kind", "read")))
                .hasMessageContaining("template missing-part.adoc uses {{file}}");
    }

    @Test
    void tablesEscapeCellSeparatorsAndRejectRaggedRows() {
        AsciiDocTable table = new AsciiDocTable("T", "<", "A", ">", "B").row("x|y", "1");

        assertThat(table.render()).contains("|x\\|y |1");
        assertThatThrownBy(() -> table.row("only one")).hasMessageContaining("has 2 columns but a row has 1");
    }
}
