package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.BackendCatalogue;

import java.awt.Color;

/**
 * Colours of bars: each backend's own colour from the result files' {@code backends} section, shaded by
 * variant kind; a backend no result file describes (a study figure of a backend we did not run) is grey.
 */
public final class Palette {

    /** The colour of backends no result file describes, and of legend swatches. */
    static final Color NEUTRAL = new Color(0x77, 0x77, 0x77);
    private static final double CLOSE_DARKENING = 0.38;

    private Palette() {
    }

    /** The colour {@code catalogue} declares for {@code backend}. */
    public static Color of(BackendCatalogue catalogue, String backend) {
        return catalogue.colour(backend).map(Color::decode).orElse(NEUTRAL);
    }

    /** The fill of a bar of {@code base} colour in {@code shade}. */
    static Color fill(Color base, Shade shade) {
        return shade.apply(base);
    }

    /** The fill of the close part of a stacked bar: the bar's fill, darkened. */
    static Color closeFill(Color fill) {
        return Shade.blend(fill, Color.BLACK, CLOSE_DARKENING);
    }

    /** A bar's outline: a darker version of its colour, so pale bars keep an edge. */
    static Color outline(Color base) {
        return base.darker();
    }
}
