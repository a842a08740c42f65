package persistencebench.whitepaper.document;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TemplateTest {

    @Test
    void fillsEveryPlaceholderAndFailsOnAMissingValue() {
        Template template = Template.load("missing-part.adoc");

        assertThat(template.fill(Map.of("kind", "read", "file", "read-latest.json", "command", "run it")))
                .contains("The read results are missing: read-latest.json does not exist")
                .doesNotContain("{{");
        assertThatThrownBy(() -> template.fill(Map.of("kind", "read")))
                .hasMessageContaining("template missing-part.adoc uses {{file}}");
    }

    @Test
    void tablesEscapeCellSeparatorsRejectRaggedRowsAndSpanNotes() {
        AsciiDocTable table = new AsciiDocTable("T", "<", "A", ">", "B", ">", "C").row("x|y", "1", "2");
        table.rowWithNote(List.of("z"), "FAILED: a|b");

        assertThat(table.render()).contains("|x\\|y |1 |2\n", "|z 2+|FAILED: a\\|b\n");
        assertThatThrownBy(() -> table.row("only one")).hasMessageContaining("has 3 columns but a row has 1");
    }
}
