package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.generator.bookstore.database.DatabaseStore;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;
import persistencebench.harness.testing.Slow;

/** A backend that returns one wrong value fails the digest check, and the message names both cells. */
@Slow
class WrongAnswerTest {

    /** Answers like JDBC tuned, but one customer's last name is wrong. */
    private record OneWrongValue(BookstoreQueryService delegate) implements BookstoreQueryService {
        @Override
        public void open() throws Exception {
            delegate.open();
        }

        @Override
        public List<List<Customer>> customersPages(List<Integer> pages, int size) {
            List<List<Customer>> answer = new ArrayList<>(delegate.customersPages(pages, size));
            List<Customer> first = new ArrayList<>(answer.get(0));
            Customer c = first.get(1);
            first.set(1, new Customer(c.getId(), c.getFirstName(), c.getLastName() + "!", c.getAddress()));
            answer.set(0, first);
            return answer;
        }

        @Override
        public List<List<Customer>> customersAfter(List<Long> afterIds, int size) {
            return delegate.customersAfter(afterIds, size);
        }

        @Override
        public Customer customerById(long id) {
            return delegate.customerById(id);
        }

        @Override
        public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries) {
            return delegate.purchasesOfForeigners(queries);
        }

        @Override
        public OptionalLong countStatements(Runnable pass) {
            return delegate.countStatements(pass);
        }

        @Override
        public void close() {
            delegate.close();
        }
    }

    /** A backend registered only in this test. */
    private static final class Liar implements ReadBackend {
        private final ReadStrategy honest;

        Liar(ReadStrategy honest) {
            this.honest = honest;
        }

        @Override
        public BackendDescriptor descriptor() {
            return new BackendDescriptor("liar", "Liar", "#123456", 99, null, Set.of(BackendDescriptor.Need.DATABASE));
        }

        @Override
        public List<Variant<ReadStrategy>> variants() {
            return List.of(new Variant<>("tuned", VariantKind.TUNED, "one wrong value", List.of(), new ReadStrategy(DatabaseStore.TUNED,
                    target -> new OneWrongValue(honest.create(target)), OneWrongValue.class, OneWrongValue.class, Map.of(),
                    honest.concurrency())));
        }
    }

    @Test
    void theDigestCheckNamesBothCellsAndTheRowThatDiffers(@TempDir Path results) {
        ReadBackend jdbc = TinyBookstore.registry().byName("jdbc");
        BackendRegistry<ReadBackend> registry = BackendRegistry.of("ReadBackend",
                List.of(jdbc, new Liar(jdbc.variant("tuned").orElseThrow().strategy())));
        TinyBookstore.dataset();
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

        ReadRun.Outcome outcome = new ReadRun(TinyBookstore.settings(registry, results, 1, 0, "variants", "tuned"), DatabaseServers.of(TestPostgres.server()), registry,
                new InProcessExecutor(registry, quiet), quiet).withPageCacheDrop(() -> false).run();

        assertThat(outcome.verified()).isFalse();
        assertThat(outcome.problems()).contains(
                "customersPaged: liar/tuned customersPaged cold answered differently from jdbc/tuned customersPaged cold:"
                        + " first difference in page 0: customer 2 has different values",
                "customersPaged: liar/tuned customersPaged hot answered differently from jdbc/tuned customersPaged cold:"
                        + " first difference in page 0: customer 2 has different values",
                "customersOffset: liar/tuned customersOffset hot answered differently from jdbc/tuned customersOffset hot:"
                        + " first difference in page 0: customer 2 has different values");
        assertThat(outcome.problems()).noneMatch(problem -> problem.startsWith("purchasesOfForeigners"));
    }
}
