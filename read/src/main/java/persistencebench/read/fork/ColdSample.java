package persistencebench.read.fork;

import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadStrategy;

/**
 * A cold sample in a fresh JVM, one timed region: open (storage start with the root load, or connection / session
 * factory bootstrap and first connection), work (the phase's queries), close (shutdown, releasing everything).
 */
final class ColdSample extends PhaseSample {
    private final ReadStrategy strategy;
    private final DatasetTarget target;
    private BookstoreQueryService service;

    ColdSample(ReadStrategy strategy, DatasetTarget target, QueryPhase phase, QueryParameters parameters) {
        super(phase, parameters, 0);
        this.strategy = strategy;
        this.target = target;
    }

    @Override
    BookstoreQueryService service() {
        return service;
    }

    @Override
    public void open() throws Exception {
        service = strategy.create(target);
        service.open();
    }

    @Override
    public void close() {
        BookstoreQueryService opened = service;
        service = null;
        opened.close();
    }

    @Override
    public void tearDown() {
        super.tearDown();
        if (service != null) {
            BookstoreQueryService aborted = service;
            service = null;
            aborted.close();
        }
    }
}
