package persistencebench.whitepaper.chart;

import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;

/**
 * The mark on every figure of a draft document (fairness rule 9): a red banner above the chart saying
 * "DRAFT — not for publication" and a large translucent diagonal "DRAFT" across it, drawn in PNG and SVG alike.
 */
final class DraftMark {

    /** The word drawn on draft figures. */
    static final String WORD = "DRAFT";
    /** The banner's colour, which tests look for. */
    static final Color COLOUR = new Color(0xC0, 0x1C, 0x1C);
    /** The banner's height in pixels; a draft chart is drawn below it. */
    static final int BANNER_HEIGHT = 26;
    private static final String BANNER_TEXT = WORD + " — not for publication (see the document's first page)";
    private static final Font DIAGONAL = new Font(Font.SANS_SERIF, Font.BOLD, 150);
    private static final Font BANNER = new Font(Font.SANS_SERIF, Font.BOLD, 15);
    private static final float DIAGONAL_ALPHA = 0.12f;

    private DraftMark() {
    }

    /** Draws the banner at the top and the diagonal word over a figure of {@code width} × {@code height}. */
    static void draw(Graphics2D g2, int width, int height) {
        g2.setPaint(COLOUR);
        g2.fillRect(0, 0, width, BANNER_HEIGHT);
        g2.setPaint(Color.WHITE);
        g2.setFont(BANNER);
        FontMetrics banner = g2.getFontMetrics();
        g2.drawString(BANNER_TEXT, (width - banner.stringWidth(BANNER_TEXT)) / 2f,
                (BANNER_HEIGHT + banner.getAscent() - banner.getDescent()) / 2f);
        Composite composite = g2.getComposite();
        AffineTransform transform = g2.getTransform();
        g2.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, DIAGONAL_ALPHA));
        g2.setPaint(COLOUR);
        g2.setFont(DIAGONAL);
        FontMetrics metrics = g2.getFontMetrics();
        g2.rotate(-Math.atan2(height, width), width / 2.0, height / 2.0);
        g2.drawString(WORD, (width - metrics.stringWidth(WORD)) / 2f, (height + metrics.getAscent() - metrics.getDescent()) / 2f);
        g2.setTransform(transform);
        g2.setComposite(composite);
    }
}
