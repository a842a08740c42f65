package persistencebench.harness.fork;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ForkRoundsTest {

    @Test
    void samplesAreSplitEvenlyWithAtMostOneForkPerSample() {
        assertThat(ForkRounds.split(5, 2)).containsExactly(3, 2);
        assertThat(ForkRounds.split(3, 2)).containsExactly(2, 1);
        assertThat(ForkRounds.split(1, 2)).containsExactly(1);
        assertThat(ForkRounds.split(4, 4)).containsExactly(1, 1, 1, 1);
    }

    @Test
    void evenRoundsRunTheContestantsInReverse() {
        assertThat(ForkRounds.inRound(java.util.List.of("a", "b", "c"), 1)).containsExactly("a", "b", "c");
        assertThat(ForkRounds.inRound(java.util.List.of("a", "b", "c"), 2)).containsExactly("c", "b", "a");
        assertThat(ForkRounds.inRound(java.util.List.of("a", "b", "c"), 3)).containsExactly("a", "b", "c");
    }
}
