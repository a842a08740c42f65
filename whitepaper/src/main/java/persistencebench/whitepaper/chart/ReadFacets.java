package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Groups read cells into facets (one per temperature, or one per phase) and turns
 * each cell into a bar with a caller-chosen value; a cell mapped to {@code null} is left out.
 * Cells must come in {@code CellOrder}, which puts cold before hot and keeps backends in order.
 */
final class ReadFacets {

    private ReadFacets() {
    }

    /** One facet per temperature ("cold", "hot"). */
    static List<Facet> byTemperature(List<ResultCell> cells, Function<ResultCell, Bar> toBar) {
        return group(cells, ResultCell::temperature, toBar);
    }

    /** One facet per phase, titled e.g. "customers paged"; bars should name their temperature. */
    static List<Facet> byPhase(List<ResultCell> cells, Function<ResultCell, Bar> toBar) {
        return group(cells, c -> Labels.phase(c.phase()), toBar);
    }

    private static List<Facet> group(List<ResultCell> cells, Function<ResultCell, String> key,
                                     Function<ResultCell, Bar> toBar) {
        Map<String, List<Bar>> bars = new LinkedHashMap<>();
        for (ResultCell cell : cells) {
            Bar bar = toBar.apply(cell);
            if (bar != null) {
                bars.computeIfAbsent(key.apply(cell), k -> new ArrayList<>()).add(bar);
            }
        }
        return bars.entrySet().stream().map(e -> new Facet(e.getKey(), e.getValue())).toList();
    }
}
