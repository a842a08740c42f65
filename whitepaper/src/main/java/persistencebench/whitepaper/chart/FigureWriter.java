package persistencebench.whitepaper.chart;

import org.jfree.chart.ChartUtils;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes a {@link Figure} as PNG (for the PDF and quick viewing) and SVG (for print and the web). */
public final class FigureWriter {

    /** Writes {@code figure} into {@code directory} and returns the two files written. */
    public List<Path> write(Figure figure, Path directory) throws IOException {
        Files.createDirectories(directory);
        Path png = directory.resolve(figure.name() + ".png");
        Path svg = directory.resolve(figure.name() + ".svg");
        ChartUtils.saveChartAsPNG(png.toFile(), figure.chart(), figure.width(), figure.height());
        SVGGraphics2D graphics = new SVGGraphics2D(figure.width(), figure.height());
        figure.chart().draw(graphics, new Rectangle(0, 0, figure.width(), figure.height()));
        SVGUtils.writeToSVG(svg.toFile(), graphics.getSVGElement());
        return List.of(png, svg);
    }
}
