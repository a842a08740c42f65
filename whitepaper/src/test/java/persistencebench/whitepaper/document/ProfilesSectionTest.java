package persistencebench.whitepaper.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.ResultsLoader;

/**
 * The profiles call nothing "observed once" that rests on several forks: a value without an interval says how many units
 * it rests on, and a value not at steady state is listed apart.
 */
class ProfilesSectionTest {

    @TempDir
    Path dir;

    @Test
    void aCellOfTwoForksWithoutAnIntervalOrNotAtSteadyStateIsNeverCalledObservedOnce() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            // both cells ran two forks: the file gives the study variant no interval, and the expert's was not at steady state
            Fixtures.cell(json, "hibernate", "paper", "store", null).put("ciOf", "geomeanMillis").remove("ci95");
            Fixtures.cell(json, "hibernate", "tuned", "store", null).put("steadyState", false).putArray("notSteady")
                    .add("fork 2: its warm-up did not settle within its cap");
        });
        Fixtures.copy(dir, Fixtures.READ);

        String profiles = ProfilesSection.of(new ResultsLoader().load(dir));
        String hibernate = profiles.substring(profiles.indexOf("==== Hibernate on PostgreSQL\n"));

        assertThat(profiles).doesNotContain("Observed once", "measured once");
        assertThat(hibernate).contains(".Observed without an interval that supports a ranking\n",
                "Hibernate · paper, 121.200 s (2 forks: no interval on the log scale)\n", ".Observed not at steady state\n",
                "Hibernate · tuned, 43.7", ", 2 forks), not at steady state\n");
    }
}
