package persistencebench.harness.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ConsoleTableTest {

    @Test
    void alignsColumnsAndFormatsNumbers() {
        String table = new ConsoleTable("backend", "variant", "rows/s")
                .addRow("jdbc", "tuned", 312_456.7)
                .addRow("microstream", "paper", null)
                .render();
        assertThat(table.lines()).containsExactly(
                "backend      variant  rows/s",
                "-----------  -------  -------",
                "jdbc         tuned    312,457",
                "microstream  paper          -");
    }

    @Test
    void rejectsRowsOfTheWrongWidth() {
        assertThatThrownBy(() -> new ConsoleTable("a", "b").addRow("only one")).hasMessageContaining("expected 2 cells");
    }
}
