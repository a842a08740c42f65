package persistencebench.read;

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
            List<List<?>> pages = new ArrayList<>(parameters.pages().size());
            for (int page : parameters.pages()) {
                pages.add(service.customersPage(page, parameters.pageSize()));
            }
            return pages;
        }

        @Override
        @SuppressWarnings("unchecked")
        public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
            return CanonicalDigests.customers(parameters.pages(), parameters.pageSize(), (List<List<Customer>>) (List<?>) results);
        }

        @Override
        public int queriesPerSample(QueryParameters parameters) {
            return parameters.pages().size();
        }
    },
    /** 3 years × 3 countries of purchases by customers from another city, with items, books and authors. */
    PURCHASES_OF_FOREIGNERS("purchasesOfForeigners", "purchase") {
        @Override
        public List<List<?>> runSample(BookstoreQueryService service, QueryParameters parameters) {
            List<ForeignerQuery> queries = parameters.foreignerQueries();
            List<List<?>> results = new ArrayList<>(queries.size());
            for (ForeignerQuery query : queries) {
                results.add(service.purchasesOfForeigners(query.year(), query.countryId()));
            }
            return results;
        }

        @Override
        @SuppressWarnings("unchecked")
        public ResultDigest digest(QueryParameters parameters, List<List<?>> results) {
            return CanonicalDigests.purchases(parameters.foreignerQueries(), (List<List<Purchase>>) (List<?>) results);
        }

        @Override
        public int queriesPerSample(QueryParameters parameters) {
            return parameters.foreignerQueries().size();
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

    public abstract int queriesPerSample(QueryParameters parameters);

    public static QueryPhase ofLabel(String label) {
        for (QueryPhase phase : values()) {
            if (phase.label.equals(label)) {
                return phase;
            }
        }
        throw new IllegalArgumentException("unknown read phase " + label);
    }
}
