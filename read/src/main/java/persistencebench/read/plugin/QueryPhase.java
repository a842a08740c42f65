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

/** The two measured queries; one sample runs all pages, or all foreigner queries, of the run's parameters. */
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

    public static QueryPhase ofLabel(String label) {
        for (QueryPhase phase : values()) {
            if (phase.label.equals(label)) {
                return phase;
            }
        }
        throw new IllegalArgumentException("unknown read phase " + label);
    }
}
