package persistencebench.whitepaper.chart;

import java.util.List;

/**
 * A titled group of bars drawn as its own panel (e.g. "cold" beside "hot"); all facets of a
 * chart share one value axis so they can be compared directly. {@code title} may be empty.
 */
public record Facet(String title, List<Bar> bars) {

    public Facet {
        bars = List.copyOf(bars);
    }
}
