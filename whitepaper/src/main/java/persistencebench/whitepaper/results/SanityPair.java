package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * Two cells that run identical code ({@code implementation}), or two forks of one cell; {@code consistent} is
 * {@code false} when either median lies outside the other's min–max range, i.e. when noise exceeds the spread the
 * cells show. {@code cells} are the two cells' ids ({@link ResultCell#id()}, {@link ConcurrentReadCell#id()}): one cell's
 * twice for two forks of it, whose numbers {@code forks} holds (empty for two cells).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SanityPair(List<String> cells, List<Integer> forks, String implementation, List<Double> medians,
                         List<List<Double>> ranges, Boolean consistent, String note) {

    public SanityPair {
        cells = cells == null ? List.of() : List.copyOf(cells);
        forks = forks == null ? List.of() : List.copyOf(forks);
        medians = medians == null ? List.of() : List.copyOf(medians);
        ranges = ranges == null ? List.of() : List.copyOf(ranges);
    }

    /** Whether the pair is two forks of one cell rather than two cells. */
    public boolean isForkPair() {
        return !forks.isEmpty();
    }

    /** Only an explicit {@code consistent: false} counts as inconsistent. */
    public boolean isInconsistent() {
        return Boolean.FALSE.equals(consistent);
    }
}
