package persistencebench.harness.fork;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How a cell's measured samples are spread over forks (fairness rule 8): the orchestrators run round 1 of every
 * cell, then round 2 of every cell, and so on, so backends are interleaved in time and a JIT profile or a noisy
 * minute of the machine shows up as spread rather than as one backend's number.
 */
public final class ForkRounds {

    private ForkRounds() {
    }

    /**
     * The measured samples of each fork: {@code iterations} split as evenly as possible over {@code forks}, earlier
     * forks taking the remainder, at most one fork per sample. E.g. 5 over 2 gives [3, 2]; 1 over 2 gives [1].
     */
    /**
     * The order the contestants of round {@code round} (1-based) run in: as given in odd rounds, reversed in even ones,
     * so that no contestant always runs at the same point of a round (right after a server restart, or after the same
     * neighbour), which the forks' interval could not show.
     */
    public static <T> List<T> inRound(List<T> contestants, int round) {
        if (round % 2 == 1) {
            return contestants;
        }
        List<T> reversed = new ArrayList<>(contestants);
        Collections.reverse(reversed);
        return reversed;
    }

    public static List<Integer> split(int iterations, int forks) {
        if (iterations < 1 || forks < 1) {
            throw new IllegalArgumentException("need iterations >= 1 and forks >= 1");
        }
        int used = Math.min(iterations, forks);
        List<Integer> shares = new ArrayList<>(used);
        for (int i = 0; i < used; i++) {
            shares.add(iterations / used + (i < iterations % used ? 1 : 0));
        }
        return List.copyOf(shares);
    }
}
