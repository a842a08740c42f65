package persistencebench.whitepaper.chart;

import org.jfree.chart.LegendItem;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Area;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

/**
 * How the three parts of a timed region (fairness rule 1) are drawn inside a stacked bar: open striped,
 * work solid, close darkened, each in the bar's own colour, so the backend stays recognisable while the
 * parts stay apart; and the legend entries that explain this.
 */
final class TimedParts {

    /** Open, work, close. */
    static final int COUNT = 3;
    private static final int OPEN = 0;
    private static final int CLOSE = 2;
    private static final List<String> LEGEND = List.of(
            "open (start storage, bootstrap, connect): striped", "work: solid", "close (commit, make durable, shut down): dark");
    private static final double STRIPE_GAP = 6.0;
    private static final Stroke STRIPE = new BasicStroke(1.6f);
    private static final Color STRIPE_COLOUR = new Color(255, 255, 255, 210);
    private static final double LEGEND_STRIPE_PERIOD = 4.5;
    private static final double LEGEND_GAP = 1.8;

    private TimedParts() {
    }

    /** Fills part {@code index} of a bar whose fill is {@code fill} into {@code area}. */
    static void paint(Graphics2D g2, int index, Rectangle2D area, Color fill) {
        g2.setPaint(index == CLOSE ? Palette.closeFill(fill) : fill);
        g2.fill(area);
        if (index == OPEN) {
            Shape clip = g2.getClip();
            g2.clip(area);
            g2.setPaint(STRIPE_COLOUR);
            g2.setStroke(STRIPE);
            for (double x = area.getMinX() - area.getHeight(); x < area.getMaxX(); x += STRIPE_GAP) {
                g2.draw(new Line2D.Double(x, area.getMaxY(), x + area.getHeight(), area.getMinY()));
            }
            g2.setClip(clip);
        }
    }

    /** Legend entries explaining the three parts, drawn in a neutral colour. */
    static List<LegendItem> legendItems() {
        Rectangle2D swatch = new Rectangle2D.Double(-8, -5, 16, 10);
        return List.of(
                new LegendItem(LEGEND.get(0), null, null, null, stripes(swatch), Palette.NEUTRAL),
                new LegendItem(LEGEND.get(1), null, null, null, swatch, Palette.NEUTRAL),
                new LegendItem(LEGEND.get(2), null, null, null, swatch, Palette.closeFill(Palette.NEUTRAL)));
    }

    /** The swatch with thin diagonal gaps cut out, so it reads as striped on a white legend. */
    private static Shape stripes(Rectangle2D swatch) {
        Area area = new Area(swatch);
        for (double x = swatch.getMinX() - swatch.getHeight(); x < swatch.getMaxX(); x += LEGEND_STRIPE_PERIOD) {
            Path2D gap = new Path2D.Double();
            gap.moveTo(x, swatch.getMaxY());
            gap.lineTo(x + LEGEND_GAP, swatch.getMaxY());
            gap.lineTo(x + LEGEND_GAP + swatch.getHeight(), swatch.getMinY());
            gap.lineTo(x + swatch.getHeight(), swatch.getMinY());
            gap.closePath();
            area.subtract(new Area(gap));
        }
        return area;
    }
}
