package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;

import java.util.List;
import java.util.stream.Collectors;

/** AsciiDoc image blocks for figures; images resolve against the document's {@code imagesdir} (figures/). */
final class FigureBlocks {

    private FigureBlocks() {
    }

    /** The block of the figure called {@code name}, or an empty string when that figure was not drawn. */
    static String named(List<Figure> figures, String name) {
        return figures.stream().filter(f -> f.name().equals(name)).map(FigureBlocks::block).collect(Collectors.joining("\n"));
    }

    private static String block(Figure figure) {
        return "[#fig-" + figure.name() + "]\n"
                + "." + figure.caption() + "\n"
                + "image::" + figure.name() + ".png[" + figure.caption().replace("]", "\\]").replace(",", "")
                + ",width=100%]\n\n"
                + "Vector version: link:figures/" + figure.name() + ".svg[" + figure.name() + ".svg]\n";
    }
}
