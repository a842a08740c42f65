package persistencebench.read.concurrent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.CanonicalDigests;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.ConcurrentQueries;

/**
 * The queries of the {@code concurrentReads} cells, each operation one call with one argument drawn from the run's seed
 * and parameters, identical for every contestant.
 */
public enum ConcurrentQuery {
    /** One {@code customerById} per operation, the ids drawn uniformly over the dataset's customers. */
    FAST("fast", "customer") {
        @Override
        long[] arguments(QueryParameters parameters, long customers, long seed, int count) {
            Random random = new Random(seed ^ SALT);
            long[] ids = new long[count];
            for (int i = 0; i < count; i++) {
                ids[i] = 1 + (long) (random.nextDouble() * customers);
            }
            return ids;
        }

        @Override
        Object run(ConcurrentQueries queries, QueryParameters parameters, long argument) {
            return queries.customerById(argument);
        }

        @Override
        boolean empty(Object answer) {
            return answer == null;
        }

        @Override
        ResultDigest digest(QueryParameters parameters, long[] arguments, Object[] answers) {
            List<Customer> customers = new ArrayList<>(answers.length);
            for (Object answer : answers) {
                customers.add((Customer) answer);
            }
            return CanonicalDigests.customersById(Arrays.stream(arguments).boxed().toList(), customers);
        }
    },
    /** One {@code purchasesOfForeigners} query per operation, the run's foreigner queries in turn. */
    SLOW("slow", "purchase") {
        @Override
        long[] arguments(QueryParameters parameters, long customers, long seed, int count) {
            long[] arguments = new long[count];
            for (int i = 0; i < count; i++) {
                arguments[i] = i % parameters.foreignerQueries().size();
            }
            return arguments;
        }

        @Override
        Object run(ConcurrentQueries queries, QueryParameters parameters, long argument) {
            return queries.purchasesOfForeigners(parameters.foreignerQueries().get((int) argument));
        }

        @Override
        boolean empty(Object answer) {
            return answer == null || ((List<?>) answer).isEmpty();
        }

        @Override
        @SuppressWarnings("unchecked")
        ResultDigest digest(QueryParameters parameters, long[] arguments, Object[] answers) {
            List<ForeignerQuery> queries = new ArrayList<>(arguments.length);
            List<List<Purchase>> results = new ArrayList<>(arguments.length);
            for (int i = 0; i < arguments.length; i++) {
                queries.add(parameters.foreignerQueries().get((int) arguments[i]));
                results.add((List<Purchase>) answers[i]);
            }
            return CanonicalDigests.purchases(queries, results);
        }
    };

    /** Keeps the fast query's ids apart from other draws of the run's seed. */
    private static final long SALT = 0x636F6E63757272L;

    private final String label;
    private final String rowName;

    ConcurrentQuery(String label, String rowName) {
        this.label = label;
        this.rowName = rowName;
    }

    /** The query in result files: {@code fast} or {@code slow}. */
    public String label() {
        return label;
    }

    /** What one answer row is, for messages. */
    public String rowName() {
        return rowName;
    }

    /**
     * The argument of each of {@code count} operations, from the run's parameters and seed only (so every contestant
     * runs the same operations in the same order).
     *
     * @param customers how many customers the dataset has (their ids are 1 to this)
     */
    abstract long[] arguments(QueryParameters parameters, long customers, long seed, int count);

    /** Runs one operation; the answer must be fully loaded when this returns. */
    abstract Object run(ConcurrentQueries queries, QueryParameters parameters, long argument);

    /** Whether an answer is empty, which no operation may be: the arguments come from the dataset's manifest. */
    abstract boolean empty(Object answer);

    /** The canonical digest of the answers of all operations, in operation order. */
    abstract ResultDigest digest(QueryParameters parameters, long[] arguments, Object[] answers);

    public static ConcurrentQuery ofLabel(String label) {
        for (ConcurrentQuery query : values()) {
            if (query.label.equals(label)) {
                return query;
            }
        }
        throw new IllegalArgumentException("unknown concurrentReads query " + label);
    }
}
