package persistencebench.whitepaper.chart;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class TimedPartsTest {

    private static final Color FILL = new Color(0x12, 0x34, 0x56);

    @Test
    void openIsStripedWorkIsSolidCloseIsDark() {
        assertThat(colours(0)).contains(FILL.getRGB()).anyMatch(rgb -> brightness(rgb) > brightness(FILL.getRGB()) + 100);
        assertThat(colours(1)).containsExactly(FILL.getRGB());
        assertThat(colours(2)).containsExactly(Palette.closeFill(FILL).getRGB());
        assertThat(brightness(Palette.closeFill(FILL).getRGB())).isLessThan(brightness(FILL.getRGB()));
    }

    private static Set<Integer> colours(int part) {
        BufferedImage image = new BufferedImage(60, 20, BufferedImage.TYPE_INT_RGB);
        Graphics2D g2 = image.createGraphics();
        TimedParts.paint(g2, part, new Rectangle2D.Double(0, 0, 60, 20), FILL);
        g2.dispose();
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 60; x++) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours;
    }

    private static int brightness(int rgb) {
        Color colour = new Color(rgb);
        return colour.getRed() + colour.getGreen() + colour.getBlue();
    }
}
