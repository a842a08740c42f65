package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.study.StudyResources;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Draws every figure of loaded results into a directory, and looks for colours in the PNGs written. */
final class DrawnFigures {

    private DrawnFigures() {
    }

    /** Every figure {@code results} support, written to {@code directory} (marked DRAFT when {@code draft}). */
    static List<Figure> draw(AvailableResults results, Path directory, boolean draft) throws IOException {
        List<Figure> figures = new FigureCatalog(new StudyResources().publishedFigures()).all(results);
        FigureWriter writer = new FigureWriter(draft);
        for (Figure figure : figures) {
            writer.write(figure, directory);
        }
        return figures;
    }

    /** Whether any pixel of the PNG figure {@code name} in {@code directory} has exactly {@code colour}. */
    static boolean hasColour(Path directory, String name, Color colour) throws IOException {
        BufferedImage image = ImageIO.read(directory.resolve(name + ".png").toFile());
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) == colour.getRGB()) {
                    return true;
                }
            }
        }
        return false;
    }
}
