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
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;
import persistencebench.harness.testing.Slow;

/**
 * Offset and keyset paging give the same pages, the deep page included, in every registered backend and variant on the
 * tiny dataset, with pages of {@value #SIZE} so that the deep page lies beyond the study's pages 0, 1, 2.
 */
@Slow
class KeysetPagingTest {
    private static final int SIZE = 5;
    private static final Map<String, ResultDigest> OFFSET = new LinkedHashMap<>();
    private static final Map<String, ResultDigest> KEYSET = new LinkedHashMap<>();
    private static final Map<String, ResultDigest> DEEP_OFFSET = new LinkedHashMap<>();
    private static final Map<String, ResultDigest> DEEP_KEYSET = new LinkedHashMap<>();
    private static final Map<String, List<List<?>>> DEEP_KEYSET_PAGES = new LinkedHashMap<>();
    private static final Map<String, List<List<Customer>>> KEYSET_PAGES = new LinkedHashMap<>();
    private static final Map<String, List<List<Customer>>> AFTER_THE_LAST = new LinkedHashMap<>();
    private static long customers;
    private static long deepCustomer;
    private static QueryParameters parameters;

    @BeforeAll
    static void pageEveryService() throws Exception {
        customers = TinyBookstore.dataset().counts().get(BookstoreEntityType.CUSTOMER.key());
        deepCustomer = (customers * QueryParameters.DEEP_PERCENT + 99) / 100;
        QueryParameters tiny = TinyBookstore.parameters();
        parameters = new QueryParameters(tiny.years(), tiny.countries(), QueryParameters.PAGES, SIZE, (int) ((deepCustomer - 1) / SIZE));
        for (ReadBackend backend : TinyBookstore.registry().all()) {
            for (Variant<ReadStrategy> variant : backend.variants()) {
                String name = backend.name() + "/" + variant.name();
                try (BookstoreQueryService service = variant.strategy().create(TinyBookstore.target(backend.name(), variant.name()))) {
                    service.open();
                    OFFSET.put(name, QueryPhase.CUSTOMERS_OFFSET.digest(parameters, QueryPhase.CUSTOMERS_OFFSET.runSample(service, parameters)));
                    List<List<?>> keyset = QueryPhase.CUSTOMERS_KEYSET.runSample(service, parameters);
                    KEYSET.put(name, QueryPhase.CUSTOMERS_KEYSET.digest(parameters, keyset));
                    DEEP_OFFSET.put(name, QueryPhase.DEEP_PAGE_OFFSET.digest(parameters, QueryPhase.DEEP_PAGE_OFFSET.runSample(service, parameters)));
                    DEEP_KEYSET_PAGES.put(name, QueryPhase.DEEP_PAGE_KEYSET.runSample(service, parameters));
                    DEEP_KEYSET.put(name, QueryPhase.DEEP_PAGE_KEYSET.digest(parameters, DEEP_KEYSET_PAGES.get(name)));
                    KEYSET_PAGES.put(name, service.customersAfter(parameters.keysetAfterIds(), SIZE));
                    AFTER_THE_LAST.put(name, service.customersAfter(List.of(customers), SIZE));
                }
            }
        }
    }

    @Test
    void keysetPagesEqualOffsetPagesInEveryBackendAndVariant() {
        assertThat(KEYSET).containsOnlyKeys("microstream/paper", "microstream/tuned", "eclipsestore/paper", "eclipsestore/tuned",
                "jdbc/paper", "jdbc/tuned", "hibernate/paper", "hibernate/tuned");
        ResultDigest reference = OFFSET.get("jdbc/paper");
        assertThat(reference.count()).isGreaterThan(3L * SIZE);
        KEYSET.forEach((name, digest) -> {
            assertThat(digest.digest()).as(name + " keyset vs its offset").isEqualTo(OFFSET.get(name).digest());
            assertThat(digest.digest()).as(name + " keyset vs jdbc/paper offset").isEqualTo(reference.digest());
        });
    }

    @Test
    void theDeepPageAloneGivesTheSameAnswerByKeysetAsByOffsetInEveryBackendAndVariant() {
        assertThat(DEEP_KEYSET).hasSameSizeAs(KEYSET);
        ResultDigest reference = DEEP_OFFSET.get("jdbc/paper");
        assertThat(reference.count()).isEqualTo(SIZE);
        DEEP_KEYSET.forEach((name, digest) -> {
            assertThat(digest.digest()).as(name + " deep keyset vs its deep offset").isEqualTo(DEEP_OFFSET.get(name).digest());
            assertThat(digest.digest()).as(name + " deep keyset vs jdbc/paper deep offset").isEqualTo(reference.digest());
        });
        DEEP_KEYSET_PAGES.forEach((name, pages) -> assertThat(pages).as(name).singleElement().satisfies(page -> assertThat(page)
                .extracting(customer -> ((Customer) customer).getId()).first().isEqualTo(parameters.deepPage() * (long) SIZE + 1)));
        assertThat(QueryPhase.DEEP_PAGE_KEYSET.queryLabels(parameters)).containsExactly("page " + parameters.deepPage());
    }

    @Test
    void theDeepPageHoldsTheCustomerAtNinetyPercent() {
        assertThat(parameters.depthPages()).hasSize(4).startsWith(0, 1, 2);
        assertThat(parameters.deepPage()).isGreaterThan(2);
        KEYSET_PAGES.forEach((name, pages) -> {
            assertThat(pages).as(name).hasSize(4);
            List<Long> deep = pages.get(3).stream().map(Customer::getId).toList();
            assertThat(deep).as(name).startsWith(parameters.deepPage() * (long) SIZE + 1).contains(deepCustomer).isSorted();
            assertThat(pages.get(0)).as(name).extracting(Customer::getId).containsExactly(1L, 2L, 3L, 4L, 5L);
        });
    }

    @Test
    void afterTheLastCustomerThePageIsEmpty() {
        AFTER_THE_LAST.forEach((name, pages) -> assertThat(pages).as(name).containsExactly(List.of()));
    }
}
