package persistencebench.whitepaper.study;

import java.util.List;

/**
 * The SQL references' published figures, what each measured and on which engine, and their methodology flaws with the
 * evidence, from {@code sql-reference-figures.json}: no published number is typed into Java code.
 *
 * @param references one per reference document, in the order the document presents them
 */
public record SqlReferenceFigures(List<Reference> references) {

    public SqlReferenceFigures {
        references = List.copyOf(references);
    }

    /**
     * One reference document.
     *
     * @param document    the file name of the reference text, which every figure is quoted from
     * @param title       what the document is
     * @param environment the machine and versions it names
     * @param method      how it measured, in our words
     */
    public record Reference(String document, String title, String environment, String method, List<Figure> figures,
                            List<Flaw> flaws) {

        public Reference {
            figures = List.copyOf(figures);
            flaws = List.copyOf(flaws);
        }
    }

    /**
     * One published figure, exactly as printed.
     *
     * @param engine      the engine as the document names it
     * @param database    our engine name for it, or null when we do not run that engine
     * @param operation   what was timed
     * @param settings    the configuration it names
     * @param value       the number as printed (grouping included)
     * @param unit        its unit as printed
     * @param also        another number printed with it, or null
     * @param perRows     the rows one figure covers, so a time can be read as rows per second; or null
     * @param threads     the reader threads a concurrent figure ran with (drawn at that thread count beside our
     *                    {@code concurrentReads} lines); or null
     * @param ours        which of our cells it is set beside, or null
     * @param differs     how our cells' measurement differs from it, when {@code ours} is set
     * @param notMeasured why none of our cells measures the same thing, when {@code ours} is null
     */
    public record Figure(String engine, String database, String operation, String settings, String value, String unit,
                         String also, Integer perRows, Integer threads, OurCells ours, String differs, String notMeasured) {

        /** The published number as a number ("1,758" is 1758). */
        public double number() {
            return Double.parseDouble(value.replace(",", ""));
        }

        /** Rows per second when the figure is a time in milliseconds for {@code perRows} rows; otherwise null. */
        public Double rowsPerSecond() {
            return perRows != null && "ms".equals(unit) ? perRows * 1000.0 / number() : null;
        }

        /** "246.823 ms", as the document printed it. */
        public String published() {
            return value + " " + unit;
        }
    }

    /**
     * The cells of ours a figure is set beside, on the figure's database: the phase, for reads the temperature, the
     * backend and the kind of its variant ({@code paper} or {@code tuned}); for the write cells' {@code singleOps}
     * phase, the {@code operation} ({@code insert}, {@code find}, {@code update} or {@code delete}); for
     * {@code concurrentReads} cells the query, connection mode and thread count (null otherwise).
     */
    public record OurCells(String phase, String temperature, String backend, String kind, String operation, String query,
                           String connectionMode, Integer threads) {

        /** The phase that stands for the single operations a write cell ran after its sample. */
        public static final String SINGLE_OPS = "singleOps";
    }

    /**
     * A methodology flaw in our words, with a short quotation that proves it and where the quotation stands (in the
     * document, or in the source code it publishes).
     */
    public record Flaw(String flaw, String evidence, String where) {
    }
}
