package persistencebench.whitepaper.study;

import java.util.List;

/**
 * The offset-vs-keyset figures of the storage-backends reference, every engine of its latency table as printed, with
 * what it measured, which of our contestants each is set beside (or why none is) and the flaws of its method with the
 * evidence, from {@code paging-reference-figures.json}: no published number is typed into Java code.
 *
 * @param document    the file name of the reference text the figures are quoted from
 * @param title       what the document is
 * @param environment the machine and placement of the engines it names
 * @param method      how it measured, in our words
 * @param unit        the unit of every figure, as printed
 */
public record PagingReferenceFigures(String document, String title, String environment, String method, String unit,
                                     List<Figure> figures, List<SqlReferenceFigures.Flaw> flaws) {

    public PagingReferenceFigures {
        figures = List.copyOf(figures);
        flaws = List.copyOf(flaws);
    }

    /**
     * One engine's two published figures, exactly as printed.
     *
     * @param engine      the engine as the document names it
     * @param offset      its deep offset page
     * @param keyset      its keyset page
     * @param ours        the contestant of ours set beside it, or null
     * @param differs     how our measurement differs, when {@code ours} is set
     * @param notMeasured why none of our contestants measures the same thing, when {@code ours} is null
     */
    public record Figure(String engine, String offset, String keyset, OurContestant ours, String differs, String notMeasured) {

        /** Offset ÷ keyset as published: above 1, keyset was faster. */
        public double ratio() {
            return Double.parseDouble(offset.replace(",", "")) / Double.parseDouble(keyset.replace(",", ""));
        }
    }

    /**
     * Our contestant beside a figure: the backend, the kind of its variant ({@code paper} or {@code tuned}) and, for a
     * SQL backend, the database; null for a backend without one.
     */
    public record OurContestant(String backend, String kind, String database) {
    }
}
