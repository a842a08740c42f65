package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import persistencebench.harness.backend.Variant;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.CanonicalDigests;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;
import persistencebench.harness.testing.Slow;

/**
 * Every registered backend and variant, run in this JVM on the tiny dataset, finds the same customers by id (the first,
 * a middle and the last) with their address chain, the same as on the customer pages, and none for an id beyond the
 * last nor for one beyond the {@code int} range whose low 32 bits are the first customer's (the object graph's paper
 * shape keys its customer map by {@code Integer}, as the study did); the SQL backends in one statement per lookup.
 */
@Slow
class CustomerByIdTest {
    private static final Map<String, ResultDigest> DIGESTS = new LinkedHashMap<>();
    private static final Map<String, List<Customer>> ANSWERS = new LinkedHashMap<>();
    private static final Map<String, ResultDigest> FIRST_ON_PAGE = new LinkedHashMap<>();
    private static final Map<String, Long> STATEMENTS = new LinkedHashMap<>();
    private static long customers;
    private static List<Long> ids;

    @BeforeAll
    static void lookUpInEveryService() throws Exception {
        customers = TinyBookstore.dataset().counts().get(BookstoreEntityType.CUSTOMER.key());
        ids = List.of(1L, (customers + 1) / 2, customers, customers + 1, (1L << 32) + 1);
        for (ReadBackend backend : TinyBookstore.registry().all()) {
            for (Variant<ReadStrategy> variant : backend.variants()) {
                String name = backend.name() + "/" + variant.name();
                try (BookstoreQueryService service = variant.strategy().create(TinyBookstore.target(backend.name(), variant.name()))) {
                    service.open();
                    List<Customer> answers = ids.stream().map(service::customerById).toList();
                    ANSWERS.put(name, answers);
                    DIGESTS.put(name, CanonicalDigests.customersById(ids, answers));
                    Customer first = service.customersPages(List.of(0), 1).get(0).get(0);
                    FIRST_ON_PAGE.put(name, CanonicalDigests.customersById(List.of(1L), List.of(first)));
                    service.countStatements(() -> service.customerById(1)).ifPresent(count -> STATEMENTS.put(name, count));
                }
            }
        }
    }

    @Test
    void everyBackendAndVariantFindsTheSameCustomers() {
        assertThat(DIGESTS).containsOnlyKeys("microstream/paper", "microstream/tuned", "eclipsestore/paper", "eclipsestore/tuned",
                "jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned");
        ResultDigest reference = DIGESTS.get("jdbc/paper");
        assertThat(reference.count()).isEqualTo(3);
        DIGESTS.forEach((name, digest) -> assertThat(digest.digest()).as(name).isEqualTo(reference.digest()));
    }

    @Test
    void findsEachIdAsked() {
        ANSWERS.forEach((name, answers) -> {
            assertThat(answers.subList(0, 3)).as(name).extracting(Customer::getId).containsExactly(1L, (customers + 1) / 2, customers);
            assertThat(answers.get(3)).as(name + " for an id beyond the last customer").isNull();
            assertThat(answers.get(4)).as(name + " for an id beyond the int range").isNull();
        });
    }

    @Test
    void answersLikeTheFirstPage() {
        FIRST_ON_PAGE.forEach((name, digest) -> assertThat(CanonicalDigests.customersById(List.of(1L), ANSWERS.get(name).subList(0, 1)))
                .as(name).isEqualTo(digest));
    }

    @Test
    void sqlBackendsIssueOneStatementPerLookup() {
        assertThat(STATEMENTS).containsOnlyKeys("jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned").allSatisfy(
                (name, count) -> assertThat(count).as(name).isEqualTo(1L));
    }
}
