package persistencebench.read.fork;

import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.QueryPhase;

/**
 * A hot sample: the phase's queries on a service opened once for the whole fork, so only a work part is timed, repeated
 * until {@value #BOX_MILLIS} ms are full (docs/method.md, "The cold and hot read protocols").
 */
public final class HotSample extends PhaseSample {
    /** A hot sample's time box: long against a 10 ms timer tick or a young-generation pause, short against a fork. */
    public static final long BOX_MILLIS = 100;
    static final long BOX_NANOS = BOX_MILLIS * 1_000_000;
    private final BookstoreQueryService service;

    HotSample(BookstoreQueryService service, QueryPhase phase, QueryParameters parameters, long boxNanos) {
        super(phase, parameters, boxNanos);
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
