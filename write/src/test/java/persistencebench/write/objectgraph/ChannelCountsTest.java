package persistencebench.write.objectgraph;

import persistencebench.generator.bookstore.StorageChannels;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import persistencebench.harness.settings.SettingsException;

class ChannelCountsTest {

    @Test
    void autoFollowsThePapersRuleWithAFloorOfOne() {
        assertThat(StorageChannels.paperRule(1)).isEqualTo(1);
        assertThat(StorageChannels.paperRule(2)).isEqualTo(1);
        assertThat(StorageChannels.paperRule(4)).isEqualTo(2);
        assertThat(StorageChannels.paperRule(9)).isEqualTo(8);
        assertThat(StorageChannels.paperRule(16)).isEqualTo(8);
        assertThat(ChannelCounts.parse("auto", 9).counts()).containsExactly(8);
        assertThat(ChannelCounts.parse("auto", 9).sweep()).isFalse();
    }

    @Test
    void aCommaListIsASweep() {
        ChannelCounts counts = ChannelCounts.parse("1, 2,4,2", 2);
        assertThat(counts.counts()).containsExactly(1, 2, 4);
        assertThat(counts.sweep()).isTrue();
    }

    @Test
    void rejectsCountsThatAreNotPowersOfTwo() {
        assertThatThrownBy(() -> ChannelCounts.parse("1,3", 2))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Dchannels=1,3")
                .hasMessageContaining("\"3\"")
                .hasMessageContaining("power of two");
        assertThatThrownBy(() -> ChannelCounts.parse("many", 2)).isInstanceOf(SettingsException.class);
        assertThatThrownBy(() -> ChannelCounts.parse("0", 2)).isInstanceOf(SettingsException.class);
    }
}
