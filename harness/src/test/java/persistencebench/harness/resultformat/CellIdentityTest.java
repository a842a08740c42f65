package persistencebench.harness.resultformat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CellIdentityTest {

    @Test
    void anIdNamesEveryPartThatTellsCellsApartAndLeavesOutTheAbsentOnes() {
        assertThat(CellIdentity.of("csv", "baseline", null, "load-only", null).id()).isEqualTo("csv/baseline/load-only");
        assertThat(CellIdentity.of("jdbc", "tuned", "postgresql", "store", null).id()).isEqualTo("jdbc/tuned@postgresql/store");
        assertThat(CellIdentity.of("microstream", "tuned-2ch", null, "store", null).id()).isEqualTo("microstream/tuned-2ch/store");
        assertThat(CellIdentity.of("jdbc", "paper", "h2", "customersPaged", "cold").id()).isEqualTo("jdbc/paper@h2/customersPaged/cold");
        assertThat(new CellIdentity("jdbc", "paper", "sqlite", "concurrentReads", "hot", 4, "shared", "fast").id())
                .isEqualTo("jdbc/paper@sqlite/concurrentReads/hot/fast/shared/4-threads");
    }

    @Test
    void theSameIdentityAlwaysGivesTheSameIdAndAnyOtherPartAnother() {
        CellIdentity one = new CellIdentity("jdbc", "paper", "h2", "concurrentReads", "hot", 1, "pool", "slow");
        assertThat(new CellIdentity("jdbc", "paper", "h2", "concurrentReads", "hot", 1, "pool", "slow").id()).isEqualTo(one.id());
        assertThat(new CellIdentity("jdbc", "paper", "h2", "concurrentReads", "hot", 2, "pool", "slow").id()).isNotEqualTo(one.id());
        assertThat(new CellIdentity("jdbc", "paper", "h2", "concurrentReads", "hot", 1, "shared", "slow").id()).isNotEqualTo(one.id());
        assertThat(new CellIdentity("jdbc", "paper", "mariadb", "concurrentReads", "hot", 1, "pool", "slow").id()).isNotEqualTo(one.id());
    }

    @Test
    void aPartThatCouldBeTakenForASeparatorOrIsBlankIsRefused() {
        assertThatThrownBy(() -> CellIdentity.of("jdbc", "paper/x", null, "store", null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("variant \"paper/x\"");
        assertThatThrownBy(() -> CellIdentity.of("jdbc", "paper", "h2@x", "store", null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("database");
        assertThatThrownBy(() -> CellIdentity.of(" ", "paper", null, "store", null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("backend must not be blank");
    }
}
