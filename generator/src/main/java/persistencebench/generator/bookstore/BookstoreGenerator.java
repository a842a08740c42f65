package persistencebench.generator.bookstore;

import java.util.List;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Generates the bookstore dataset for a size and a seed, deterministically: the same size and seed give the same
 * entities, ids, names and values on every machine and run (each step draws from its own seed derived from the
 * dataset seed; Datafaker gets a fixed locale per country and a seeded {@link java.util.Random}; the calendar is
 * fixed, the last year with purchases is {@value #LAST_YEAR}, never the wall clock).
 * <p>
 * Either {@link #generate()} the whole graph in memory (tests, small sizes) or {@link #generate(List) stream} it to
 * sinks (stores), which holds only one year of purchases at a time.
 */
public final class BookstoreGenerator {
    /** The last year with purchases; shops' opening years count back from it. */
    public static final int LAST_YEAR = 2022;
    /**
     * Version of the generated content and of the stores' shapes. Bump it whenever a change makes the output for a
     * (size, seed) differ or changes how a store holds it (stored class names, root shapes, tables), so cached
     * stores from the old version are rebuilt instead of mixed with new ones. 2: per-type content digests, foreigner
     * years in the manifest, and the study's storage shape beside the tuned one. 3: entity-keyed study shape with its
     * book indexes, per-shop tuned shape, compacted storages, two databases (the study's index set and the tuned one)
     * vacuumed after the load. 4: the study's shape keeps its customers in a map by id, as the study's root did.
     */
    public static final int FORMAT_VERSION = 4;

    private final BookstoreSize size;
    private final long seed;

    public BookstoreGenerator(BookstoreSize size, long seed) {
        this.size = size;
        this.seed = seed;
    }

    /** The whole graph in memory. */
    public Bookstore generate() {
        BookstoreCollector collector = new BookstoreCollector();
        generate(List.of(collector));
        return collector.bookstore();
    }

    /**
     * Streams the graph to {@code sinks}: each gets {@code begin}, then every year ascending, then {@code finish}.
     * Sinks are not closed here; the caller owns them.
     *
     * @return the counts and digest of what was generated
     */
    public BookstoreSummary generate(List<? extends BookstoreSink> sinks) {
        ReferenceGraph graph = new ReferenceDataGenerator(size, seed, LAST_YEAR).generate();
        ReferenceData data = graph.data();
        BookstoreDigester digester = new BookstoreDigester();
        digester.update(data);
        ForeignerYears foreignerYears = new ForeignerYears(data);
        sinks.forEach(sink -> sink.begin(data));

        PurchaseGenerator purchaseGenerator = new PurchaseGenerator(size, seed, graph);
        for (int year = graph.firstYear(); year <= LAST_YEAR; year++) {
            YearlyPurchases yearly = purchaseGenerator.year(year);
            digester.update(yearly);
            foreignerYears.add(yearly);
            sinks.forEach(sink -> sink.acceptYear(yearly));
        }

        BookstoreSummary summary = new BookstoreSummary(size, seed, FORMAT_VERSION, digester.content(), foreignerYears.result());
        sinks.forEach(sink -> sink.finish(summary));
        return summary;
    }
}
