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

    /**
     * Colours for lines whose backend no result file describes (a scaling study's file read without its steps' files):
     * the Okabe–Ito set, which stays distinguishable for colour-blind readers, without its yellow, too pale on white.
     */
    private static final Color[] STABLE = {new Color(0x00, 0x72, 0xB2), new Color(0xE6, 0x9F, 0x00), new Color(0x00, 0x9E, 0x73),
            new Color(0xD5, 0x5E, 0x00), new Color(0xCC, 0x79, 0xA7), new Color(0x56, 0xB4, 0xE9), Color.BLACK};

    /** The {@code index}-th colour of a fixed sequence, repeating after its seventh: the same index, the same colour. */
    static Color stable(int index) {
        return STABLE[index % STABLE.length];
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
