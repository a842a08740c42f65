package persistencebench.read.plugin;

import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.CanonicalDigests;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;

/**
 * The measured queries; one sample runs all pages, or all foreigner queries, of the run's parameters. The study's two
 * ({@code customersPaged}, {@code purchasesOfForeigners}) are measured cold and hot; offset vs keyset paging
 * ({@code customersOffset}, {@code customersKeyset}) hot only: they ask what a page costs at depth, and a cold open is
 * already measured by {@code customersPaged}.
 */
public enum QueryPhase {
    /** Pages 0, 1, 2 of 100 customers with their address chain. */
    CUSTOMERS_PAGED("customersPaged", "customer") {
        @Override
        public List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters) {
            return new ArrayList<>(service.customersPages(parameters.pages(), parameters.pageSize()));
        }

        @Override
        @SuppressWarnings("unchecked")
        public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
            return CanonicalDigests.customers(parameters.pages(), parameters.pageSize(), (List<List<Customer>>) (List<?>) results);
        }

        @Override
        public List<String> queryLabels(QueryParameters parameters) {
            return parameters.pages().stream().map(page -> "page " + page).toList();
        }

        @Override
        public void runFirstQuery(BookstoreQueryService service, QueryParameters parameters) {
            service.customersPages(parameters.pages().subList(0, 1), parameters.pageSize());
        }
    },
    /** 3 years × 3 countries of purchases by customers from another city, with items, books and authors. */
    PURCHASES_OF_FOREIGNERS("purchasesOfForeigners", "purchase") {
        @Override
        public List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters) {
            return new ArrayList<>(service.purchasesOfForeigners(parameters.foreignerQueries()));
        }

        @Override
        @SuppressWarnings("unchecked")
        public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
            return CanonicalDigests.purchases(parameters.foreignerQueries(), (List<List<Purchase>>) (List<?>) results);
        }

        @Override
        public List<String> queryLabels(QueryParameters parameters) {
            return parameters.foreignerQueries().stream().map(ForeignerQuery::label).toList();
        }

        @Override
        public void runFirstQuery(BookstoreQueryService service, QueryParameters parameters) {
            service.purchasesOfForeigners(parameters.foreignerQueries().subList(0, 1));
        }

        @Override
        public boolean recordsPlans() {
            return true;
        }
    },
    /** The study's pages and the deep page ({@link QueryParameters#depthPages()}) by {@code LIMIT}/{@code OFFSET}: skipped rows. */
    CUSTOMERS_OFFSET("customersOffset", "customer") {
        @Override
        public List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters) {
            return new ArrayList<>(service.customersPages(parameters.depthPages(), parameters.pageSize()));
        }

        @Override
        public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
            return depthPagesDigest(parameters, results);
        }

        @Override
        public List<String> queryLabels(QueryParameters parameters) {
            return depthPageLabels(parameters);
        }

        @Override
        public void runFirstQuery(BookstoreQueryService service, QueryParameters parameters) {
            service.customersPages(parameters.depthPages().subList(0, 1), parameters.pageSize());
        }
    },
    /**
     * The same pages by keyset ({@code id > } the previous page's last id, ordered, limited: a seek on the primary key);
     * its answer must equal {@link #CUSTOMERS_OFFSET}'s.
     */
    CUSTOMERS_KEYSET("customersKeyset", "customer") {
        @Override
        public List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters) {
            return new ArrayList<>(service.customersAfter(parameters.keysetAfterIds(), parameters.pageSize()));
        }

        @Override
        public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
            return depthPagesDigest(parameters, results);
        }

        @Override
        public List<String> queryLabels(QueryParameters parameters) {
            return depthPageLabels(parameters);
        }

        @Override
        public void runFirstQuery(BookstoreQueryService service, QueryParameters parameters) {
            service.customersAfter(parameters.keysetAfterIds().subList(0, 1), parameters.pageSize());
        }

        @Override
        public QueryPhase sameAnswerAs() {
            return CUSTOMERS_OFFSET;
        }
    };

    private final String label;
    private final String rowName;

    QueryPhase(String label, String rowName) {
        this.label = label;
        this.rowName = rowName;
    }

    /** The phase name in result files, e.g. {@code customersPaged}. */
    public String label() {
        return label;
    }

    /** What one result row is, for messages. */
    public String rowName() {
        return rowName;
    }

    /** Runs every query of one sample; the result lists are in the parameters' query order. */
    public abstract List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters);

    /** Digests a sample's results (outside the timed region). */
    public abstract ResultDigest digest(QueryParameters parameters, List<List<?>> results);

    /** One label per query of a sample, in order, e.g. {@code page 0} or {@code 2020/Germany}. */
    public abstract List<String> queryLabels(QueryParameters parameters);

    /** Runs only the first query of a sample (the first page, or the first year and country), for an explained pass. */
    public abstract void runFirstQuery(BookstoreQueryService service, QueryParameters parameters);

    /** Whether cells of this phase record the plans of their first query ({@code plans}): the foreigners query's. */
    public boolean recordsPlans() {
        return false;
    }

    /** Whether the phase has cold cells; offset and keyset paging are measured hot only. */
    public boolean measuredCold() {
        return this == CUSTOMERS_PAGED || this == PURCHASES_OF_FOREIGNERS;
    }

    /**
     * The phase whose answer this phase must give, in every cell of every backend: itself, or for keyset paging the
     * offset phase (the same pages asked another way).
     */
    public QueryPhase sameAnswerAs() {
        return this;
    }

    /** The digest both paging phases give: the customers digest of the depth pages, so equal answers give equal digests. */
    @SuppressWarnings("unchecked")
    private static ResultDigest depthPagesDigest(QueryParameters parameters, List<List<?>> results) {
        return CanonicalDigests.customers(parameters.depthPages(), parameters.pageSize(), (List<List<Customer>>) (List<?>) results);
    }

    private static List<String> depthPageLabels(QueryParameters parameters) {
        return parameters.depthPages().stream().map(page -> "page " + page).toList();
    }

    public static QueryPhase ofLabel(String label) {
        for (QueryPhase phase : values()) {
            if (phase.label.equals(label)) {
                return phase;
            }
        }
        throw new IllegalArgumentException("unknown read phase " + label);
    }
}
