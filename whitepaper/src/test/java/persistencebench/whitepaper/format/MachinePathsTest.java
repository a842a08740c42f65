package persistencebench.whitepaper.format;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MachinePathsTest {

    @Test
    void absolutePathsShrinkToTheirLastPart() {
        assertThat(MachinePaths.redact("hs_err written to /tmp/hs_err_pid4242.log")).isEqualTo("hs_err written to hs_err_pid4242.log");
        assertThat(MachinePaths.redact("-Dresults=/work/main/results")).isEqualTo("-Dresults=results");
        assertThat(MachinePaths.redact("csv (/root/data/yellow_tripdata_2021-07.csv)")).isEqualTo("csv (yellow_tripdata_2021-07.csv)");
        assertThat(MachinePaths.redact("C:\\Users\\me\\trips.csv")).isEqualTo("trips.csv");
    }

    @Test
    void leavesRatiosUnitsRelativePathsAndUrlsAlone() {
        String text = "k rows/s, open/work/close, 1/2, figures/write-seconds.svg, https://example.org/a/b, a / b";

        assertThat(MachinePaths.redact(text)).isEqualTo(text);
    }

    @Test
    void fileNameTakesTheLastPartOfEitherSeparator() {
        assertThat(MachinePaths.fileName("/data/in/trips.csv")).isEqualTo("trips.csv");
        assertThat(MachinePaths.fileName("D:\\in\\trips.csv")).isEqualTo("trips.csv");
        assertThat(MachinePaths.fileName("trips.csv")).isEqualTo("trips.csv");
    }
}
