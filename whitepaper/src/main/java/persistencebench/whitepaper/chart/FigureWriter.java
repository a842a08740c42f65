package persistencebench.whitepaper.chart;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

import javax.imageio.ImageIO;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a {@link Figure} as PNG (for the PDF and quick viewing) and SVG (for print and the web); in a
 * draft document every figure carries the {@link DraftMark}.
 */
public final class FigureWriter {

    private final boolean draft;

    /** A writer that marks every figure as a draft when {@code draft} is true. */
    public FigureWriter(boolean draft) {
        this.draft = draft;
    }

    /** Writes {@code figure} into {@code directory} and returns the two files written. */
    public List<Path> write(Figure figure, Path directory) throws IOException {
        Files.createDirectories(directory);
        Path png = directory.resolve(figure.name() + ".png");
        Path svg = directory.resolve(figure.name() + ".svg");
        BufferedImage image = new BufferedImage(figure.width(), figure.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D pngGraphics = image.createGraphics();
        pngGraphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        draw(figure, pngGraphics);
        pngGraphics.dispose();
        ImageIO.write(image, "png", png.toFile());
        SVGGraphics2D svgGraphics = new SVGGraphics2D(figure.width(), figure.height());
        draw(figure, svgGraphics);
        SVGUtils.writeToSVG(svg.toFile(), svgGraphics.getSVGElement());
        return List.of(png, svg);
    }

    private void draw(Figure figure, Graphics2D g2) {
        int top = draft ? DraftMark.BANNER_HEIGHT : 0;
        figure.chart().draw(g2, new Rectangle(0, top, figure.width(), figure.height() - top));
        if (draft) {
            DraftMark.draw(g2, figure.width(), figure.height());
        }
    }
}
