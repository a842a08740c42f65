package persistencebench.whitepaper.chart;

import java.awt.Color;
import java.util.List;
import java.util.Map;

/**
 * One fixed colour per backend across every chart (colour-blind-safe Okabe–Ito hues), shaded per
 * variant so a reader can tell {@code paper} from {@code tuned} without reading the labels.
 * Backends this class does not know get a stable colour derived from their name.
 */
public final class BackendPalette {

    private static final Map<String, Color> KNOWN = Map.of(
            "csv", new Color(0x6E, 0x6E, 0x6E),
            "microstream", new Color(0x00, 0x72, 0xB2),
            "eclipsestore", new Color(0xCC, 0x79, 0xA7),
            "jdbc", new Color(0xE6, 0x9F, 0x00),
            "hibernate", new Color(0x00, 0x9E, 0x73));
    private static final List<Color> OTHERS = List.of(
            new Color(0xD5, 0x5E, 0x00), new Color(0x56, 0xB4, 0xE9),
            new Color(0x8C, 0x56, 0x4B), new Color(0xB8, 0xA9, 0x00));
    private static final Color NEUTRAL = new Color(0x55, 0x55, 0x55);

    private BackendPalette() {
    }

    /** The backend's own colour. */
    public static Color color(String backend) {
        Color known = KNOWN.get(backend);
        return known != null ? known : OTHERS.get(Math.floorMod(backend.hashCode(), OTHERS.size()));
    }

    /** The fill for a bar of {@code backend} drawn with {@code shade}. */
    public static Color fill(String backend, Shade shade) {
        return shade.apply(color(backend));
    }

    /** The fill a legend uses to explain {@code shade} independently of any backend. */
    public static Color legendFill(Shade shade) {
        return shade.apply(NEUTRAL);
    }

    /** The outline of a bar: a darker version of the backend colour, so pale bars keep an edge. */
    public static Color outline(String backend) {
        return color(backend).darker();
    }
}
