package persistencebench.harness.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressBarTest {

    @Test
    void showsCountPercentRateAndEta() {
        ProgressBar bar = new ProgressBar("generating", "rows", 1_000_000, new PrintStream(new ByteArrayOutputStream()), false);
        bar.update(250_000);
        String line = bar.line(System.nanoTime());
        assertThat(line).startsWith("generating: 250,000/1,000,000 rows ( 25%)").contains(" rows/s").contains(" ETA ");
    }

    @Test
    void finalLineShowsTotalTimeInsteadOfEta() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ProgressBar bar = new ProgressBar("loading", "rows", 10, new PrintStream(out, true, StandardCharsets.UTF_8), false);
        bar.update(10);
        bar.close();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("loading: 10/10 rows (100%)").contains(" in ").doesNotContain("ETA");
    }

    @Test
    void formatsLongDurationsInMinutes() {
        assertThat(ProgressBar.formatSeconds(125)).isEqualTo("2m05s");
        assertThat(ProgressBar.formatSeconds(3.21)).isEqualTo("3.2s");
    }
}
