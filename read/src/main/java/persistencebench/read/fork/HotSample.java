package persistencebench.read.fork;

import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.QueryPhase;

/** A hot sample: the phase's queries on a service opened once for the whole fork, so only a work part is timed. */
final class HotSample extends PhaseSample {
    private final BookstoreQueryService service;

    HotSample(BookstoreQueryService service, QueryPhase phase, QueryParameters parameters) {
        super(phase, parameters);
        this.service = service;
    }

    @Override
    BookstoreQueryService service() {
        return service;
    }

    @Override
    public boolean opensAndCloses() {
        return false;
    }
}
