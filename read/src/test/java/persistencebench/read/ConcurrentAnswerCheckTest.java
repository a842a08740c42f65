package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.concurrent.ConcurrentRunner;
import persistencebench.read.plugin.ConcurrentAccess;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ConnectionMode;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.harness.testing.Slow;

/** Every thread's answers are checked: one thread answering wrong fails its cell, naming the difference. */
@Slow
class ConcurrentAnswerCheckTest {

    /** The tuned JDBC queries, except that the second reader thread answers every query with its first purchase twice. */
    private static final class SecondThreadLies implements ConcurrentAccess {
        private final ConcurrentAccess honest;

        SecondThreadLies(ConcurrentAccess honest) {
            this.honest = honest;
        }

        @Override
        public Optional<String> notApplicable(ConnectionMode mode) {
            return honest.notApplicable(mode);
        }

        @Override
        public String describe(ConnectionMode mode) {
            return honest.describe(mode);
        }

        @Override
        public ConcurrentQueries create(DatasetTarget target, ConnectionMode mode, int threads) {
            ConcurrentQueries queries = honest.create(target, mode, threads);
            return new ConcurrentQueries() {
                @Override
                public void open() throws Exception {
                    queries.open();
                }

                @Override
                public Customer customerById(long id) {
                    return queries.customerById(id);
                }

                @Override
                public List<Purchase> purchasesOfForeigners(ForeignerQuery query) {
                    List<Purchase> answer = queries.purchasesOfForeigners(query);
                    try {
                        // slow enough that both threads take operations
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    if (!Thread.currentThread().getName().equals("reader-2")) {
                        return answer;
                    }
                    List<Purchase> wrong = new ArrayList<>(answer);
                    wrong.add(answer.get(0));
                    return wrong;
                }

                @Override
                public void close() {
                    queries.close();
                }
            };
        }
    }

    private static ConcurrentPlan plan() {
        return new ConcurrentPlan(List.of(1, 2), List.of("slow"), 0, 8, 1, TinyBookstore.SEED,
                TinyBookstore.dataset().counts().get(BookstoreEntityType.CUSTOMER.key()));
    }

    /** Fork 1 or 2, whichever the plan has measure {@code threads} first: the two forks of a pair run reverse orders. */
    private static int forkStartingWith(int threads) {
        return plan().threadOrder(1).get(0) == threads ? 1 : 2;
    }

    /** The cells of one fork of the slow query at 1 and 2 threads, the second reader thread lying. */
    private static List<CellResult> forkWithALiar(int fork) {
        ConcurrentAccess honest = TinyBookstore.registry().byName("jdbc").variant("tuned").orElseThrow().strategy().concurrency();
        ConcurrentPlan plan = plan();
        List<CellResult> cells = new ArrayList<>();
        new ConcurrentRunner(plan, TinyBookstore.parameters(), null, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))
                .run("jdbc", "tuned", fork, new SecondThreadLies(honest), TinyBookstore.target("jdbc", "tuned"), cells::add);
        return cells;
    }

    @Test
    void aThreadsWrongAnswerFailsItsCell() {
        List<CellResult> cells = forkWithALiar(forkStartingWith(1));

        assertThat(cells).hasSize(4).allSatisfy(c -> assertThat(c.metric(CellField.THREAD_ORDER)).isEqualTo("1,2"));
        assertThat(cells).filteredOn(c -> c.metric(CellField.THREADS).equals(1)).hasSize(2).allSatisfy(c -> assertThat(c.ok()).isTrue());
        assertThat(cells).filteredOn(c -> c.metric(CellField.THREADS).equals(2)).hasSize(2).allSatisfy(c -> assertThat(c.failure())
                .startsWith("the threads' answers differ from the single-threaded answer to the same operations: count ")
                .containsPattern("first difference in \\d{4}/.+: purchase \\d+ vs \\d+"));
    }

    @Test
    void aWrongAnswerIsCaughtWhenTheManyThreadsGoFirst() {
        // the fork that runs two threads first: its two-thread cells come before any one-thread cell
        List<CellResult> cells = forkWithALiar(forkStartingWith(2));

        assertThat(cells).hasSize(4).allSatisfy(c -> assertThat(c.metric(CellField.THREAD_ORDER)).isEqualTo("2,1"));
        assertThat(cells).filteredOn(c -> c.metric(CellField.THREADS).equals(2)).hasSize(2).allSatisfy(c -> {
            assertThat(((Number) c.metric(CellField.POSITION_IN_FORK)).intValue()).isLessThanOrEqualTo(2);
            assertThat(c.failure()).startsWith("the threads' answers differ from the single-threaded answer to the same operations: count ");
        });
        assertThat(cells).filteredOn(c -> c.metric(CellField.THREADS).equals(1)).hasSize(2).allSatisfy(c -> assertThat(c.ok()).isTrue());
    }
}
