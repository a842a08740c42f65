package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * Two cells that run identical code ({@code implementation}); {@code consistent} is {@code false} when
 * either median lies outside the other cell's min–max range, i.e. when noise exceeds the spread the
 * cells show. {@code cells} name cells as {@code backend/variant phase [temperature]}.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SanityPair(List<String> cells, String implementation, List<Double> medians,
                         List<List<Double>> ranges, Boolean consistent, String note) {

    public SanityPair {
        cells = cells == null ? List.of() : List.copyOf(cells);
        medians = medians == null ? List.of() : List.copyOf(medians);
        ranges = ranges == null ? List.of() : List.copyOf(ranges);
    }

    /**
     * Whether the pair is a {@code concurrentReads} one-thread pair, named as the console names those cells
     * ({@code jdbc/paper on h2 concurrentReads shared fast 1 thread(s)}); its two cells are always of one kind.
     */
    public boolean concurrentReads() {
        return cells.stream().anyMatch(name -> name.contains(" " + ConcurrentReadCell.PHASE + " "));
    }

    /** Only an explicit {@code consistent: false} counts as inconsistent. */
    public boolean isInconsistent() {
        return Boolean.FALSE.equals(consistent);
    }
}
