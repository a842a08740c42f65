package persistencebench.whitepaper.compare;

import java.util.List;

/**
 * A fact the two runs recorded differently, which may explain why their figures differ.
 *
 * @param what   the fact, e.g. "JDK", "setting forks", "version of PostgreSQL"
 * @param first  its value in the first run, "–" where the run did not record it
 * @param second its value in the second run, likewise
 * @param runs   the kinds of run it differs in ({@code write}, {@code read})
 */
public record Difference(String what, String first, String second, List<String> runs) {

    public Difference {
        runs = List.copyOf(runs);
    }
}
