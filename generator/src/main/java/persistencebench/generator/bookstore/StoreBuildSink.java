package persistencebench.generator.bookstore;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Builds one store in a generation pass: hands the content to the store's timed writer and, once that finished, marks
 * the store complete with the content and how it was built ({@link StoreBuild}), so the marker holds the load time that
 * ended just before it.
 */
final class StoreBuildSink implements BookstoreSink {
    private final DatasetStore store;
    private final TimedSink writer;
    private final GenerationClock generation;
    private StoreBuild build;

    /** @param writer the store's own writer, timed; the caller closes it */
    StoreBuildSink(DatasetStore store, TimedSink writer, GenerationClock generation) {
        this.store = store;
        this.writer = writer;
        this.generation = generation;
    }

    @Override
    public void begin(ReferenceData referenceData) {
        writer.begin(referenceData);
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        writer.acceptYear(purchases);
    }

    /** Stops the generation clock first: a store's finish is writing, and the content is complete when it is called. */
    @Override
    public void finish(BookstoreSummary summary) {
        generation.stop();
        writer.finish(summary);
        build = new StoreBuild(Math.round(writer.nanos() / 1e6), generation.millis(), Instant.now().truncatedTo(ChronoUnit.SECONDS));
        store.markComplete(new StoreManifest(summary, build));
    }

    /** Nothing to close: the writer belongs to the generation pass, which closes all of them, also after a failure. */
    @Override
    public void close() {
    }

    /**
     * How the store was built.
     *
     * @throws IllegalStateException before {@link #finish}
     */
    StoreBuild build() {
        if (build == null) {
            throw new IllegalStateException("the store " + store.name() + " was not built");
        }
        return build;
    }
}
