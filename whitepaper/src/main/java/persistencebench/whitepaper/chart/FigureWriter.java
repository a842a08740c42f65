package persistencebench.whitepaper.chart;

import org.apache.batik.svggen.SVGGraphics2D;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a {@link Figure} as PNG (for the PDF and quick viewing) and SVG (for print and the web, through Apache
 * Batik's SVG generator, Apache-2.0 like the project); in a draft document every figure carries the {@link DraftMark}.
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
        SVGGraphics2D svgGraphics = new SVGGraphics2D(emptyDocument());
        svgGraphics.setSVGCanvasSize(new Dimension(figure.width(), figure.height()));
        draw(figure, svgGraphics);
        Element root = svgGraphics.getRoot();
        root.setAttributeNS(null, "viewBox", "0 0 " + figure.width() + " " + figure.height()); // so that it scales
        writeXml(root, svg);
        svgGraphics.dispose();
        return List.of(png, svg);
    }

    /** The JDK's serializer, since Batik's own wraps every tag's closing bracket onto the next line. */
    private static void writeXml(Element root, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            Transformer transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, StandardCharsets.UTF_8.name());
            transformer.transform(new DOMSource(root), new StreamResult(out));
        } catch (TransformerException e) {
            throw new IOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** The generator only needs a DOM to build its elements in; the JDK's does. */
    private static Document emptyDocument() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured", e);
        }
    }

    private void draw(Figure figure, Graphics2D g2) {
        int top = draft ? DraftMark.BANNER_HEIGHT : 0;
        figure.chart().draw(g2, new Rectangle(0, top, figure.width(), figure.height() - top));
        if (draft) {
            DraftMark.draw(g2, figure.width(), figure.height());
        }
    }
}
