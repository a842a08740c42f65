package persistencebench.read.plugin;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
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
 * ({@code customersOffset}, {@code customersKeyset} over the study's pages plus the deep page, {@code deepPageOffset},
 * {@code deepPageKeyset} over the deep page alone) hot only: they ask what a page costs at depth, and a cold open is
 * already measured by {@code customersPaged}. A hot fork runs the phases in this order.
 */
public enum QueryPhase {
    /** Pages 0, 1, 2 of 100 customers with their address chain. */
    CUSTOMERS_PAGED("customersPaged", QueryParameters::pages, false),
    /** 3 years × 3 countries of purchases by customers from another city, with items, books and authors. */
    PURCHASES_OF_FOREIGNERS("purchasesOfForeigners", null, false) {
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
        public String rowName() {
            return "purchase";
        }

        @Override
        public boolean recordsPlans() {
            return true;
        }
    },
    /** The study's pages and the deep page ({@link QueryParameters#depthPages()}) by {@code LIMIT}/{@code OFFSET}: skipped rows. */
    CUSTOMERS_OFFSET("customersOffset", QueryParameters::depthPages, false),
    /**
     * The same pages by keyset ({@code id > } the previous page's last id, ordered, limited: a seek on the primary key);
     * its answer must equal {@link #CUSTOMERS_OFFSET}'s.
     */
    CUSTOMERS_KEYSET("customersKeyset", QueryParameters::depthPages, true) {
        @Override
        public QueryPhase sameAnswerAs() {
            return CUSTOMERS_OFFSET;
        }
    },
    /**
     * The deep page alone by {@code LIMIT}/{@code OFFSET}: what one page at depth costs, undiluted by the shallow pages
     * (the reference's figures are for one deep page). Its plan is recorded: its first query is the deep page.
     */
    DEEP_PAGE_OFFSET("deepPageOffset", parameters -> List.of(parameters.deepPage()), false) {
        @Override
        public boolean recordsPlans() {
            return true;
        }
    },
    /**
     * The deep page alone by keyset, after the id a client paging there holds; its answer must equal
     * {@link #DEEP_PAGE_OFFSET}'s, and its recorded plan shows whether the store seeks the customer primary key.
     */
    DEEP_PAGE_KEYSET("deepPageKeyset", parameters -> List.of(parameters.deepPage()), true) {
        @Override
        public boolean recordsPlans() {
            return true;
        }

        @Override
        public QueryPhase sameAnswerAs() {
            return DEEP_PAGE_OFFSET;
        }
    };

    private final String label;
    /** For a customer-page phase, the pages a sample asks in query order; null for the foreigners phase. */
    private final Function<QueryParameters, List<Integer>> pagesAsked;
    /** Whether a customer-page phase pages by keyset (ids after the previous page's last id) rather than by offset. */
    private final boolean keyset;

    QueryPhase(String label, Function<QueryParameters, List<Integer>> pagesAsked, boolean keyset) {
        this.label = label;
        this.pagesAsked = pagesAsked;
        this.keyset = keyset;
    }

    /** The phase name in result files, e.g. {@code customersPaged}. */
    public String label() {
        return label;
    }

    /** What one result row is, for messages. */
    public String rowName() {
        return "customer";
    }

    /** Runs every query of one sample; the result lists are in the parameters' query order. */
    public List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters) {
        return customerPages(service, parameters, pagesAsked.apply(parameters));
    }

    /**
     * Digests a sample's results (outside the timed region). Customer pages give the customers digest of the pages asked,
     * so offset and keyset answers to the same pages give equal digests.
     */
    @SuppressWarnings("unchecked")
    public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
        return CanonicalDigests.customers(pagesAsked.apply(parameters), parameters.pageSize(), (List<List<Customer>>) (List<?>) results);
    }

    /** One label per query of a sample, in order, e.g. {@code page 0} or {@code 2020/Germany}. */
    public List<String> queryLabels(QueryParameters parameters) {
        return pagesAsked.apply(parameters).stream().map(page -> "page " + page).toList();
    }

    /** Runs only the first query of a sample (the first page, or the first year and country), for an explained pass. */
    public void runFirstQuery(BookstoreQueryService service, QueryParameters parameters) {
        customerPages(service, parameters, pagesAsked.apply(parameters).subList(0, 1));
    }

    /**
     * Whether cells of this phase record the plans of their first query ({@code plans}): the foreigners query's, and the
     * deep page's by offset and by keyset.
     */
    public boolean recordsPlans() {
        return false;
    }

    /** Whether the phase has cold cells; offset and keyset paging are measured hot only. */
    public boolean measuredCold() {
        return this == CUSTOMERS_PAGED || this == PURCHASES_OF_FOREIGNERS;
    }

    /**
     * The phase whose answer this phase must give, in every cell of every backend: itself, or for keyset paging the
     * offset phase of the same pages (the same pages asked another way).
     */
    public QueryPhase sameAnswerAs() {
        return this;
    }

    private List<List<?>> customerPages(BookstoreQueryService service, QueryParameters parameters, List<Integer> pages) {
        return new ArrayList<>(keyset
                ? service.customersAfter(pages.stream().map(parameters::keysetAfterId).toList(), parameters.pageSize())
                : service.customersPages(pages, parameters.pageSize()));
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
