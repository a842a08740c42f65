package persistencebench.read.microstream;

import java.util.List;
import java.util.function.Function;
import persistencebench.generator.bookstore.microstream.MicroStreamStorages;
import persistencebench.generator.bookstore.microstream.MicroStreamStores;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.DeclaredReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/**
 * The object-graph engine of this package, each variant on its own storage of the dataset, both with the same explicit
 * storage settings (recorded in every cell).
 * <p>
 * The tuned shape is what an expert of the engine designs for these two queries: the root loads the reference data
 * and, per year, a small map of one lazy list per shop; a foreigners query loads the lists of its country's shops for
 * its year and nothing else. The study's shape makes the same query load the whole year object first, with its
 * by-employee and by-customer maps of lazy references that neither query reads, and its root loads book indexes no
 * query reads.
 */
public final class MicroStreamReadBackend extends DeclaredReadBackend {
    private static final List<Variant<ReadStrategy>> VARIANTS = List.of(
            new Variant<>("paper", VariantKind.PAPER, "the study's storage shape (book indexes in the root; per year a lazy object"
                    + " whose shop, employee and customer maps, keyed by the entity, hold lazy lists) and its queries: the"
                    + " year's shop entries filtered by the shop's country, their lists loaded and filtered by city; customer"
                    + " pages by sequential, ordered skip/limit, keyset pages by a filtered stream over the customer list (a"
                    + " scan: the study had none); a customer by id from the root's HashMap by id, as the study's root"
                    + " kept its customers", List.of(),
                    strategy(MicroStreamStores.PAPER, target -> new PaperStorageService(target.storage(MicroStreamStores.PAPER)),
                            PaperStorageService.class)),
            new Variant<>("tuned", VariantKind.TUNED, "a shape designed for these queries: per year and shop one lazy list, so a"
                    + " foreigners query loads only its country's shops' lists of its year and no index it does not read;"
                    + " customer pages as sub-list copies (keyset pages from a binary search on the id); a customer by id by binary"
                    + " search in the id-ordered list", List.of(),
                    strategy(MicroStreamStores.TUNED, target -> new TunedStorageService(target.storage(MicroStreamStores.TUNED)),
                            TunedStorageService.class)));

    private static ReadStrategy strategy(String store, Function<DatasetTarget, BookstoreQueryService> services, Class<?> implementation) {
        return new ReadStrategy(store, services, implementation, implementation, MicroStreamStorages.settings(),
                new GraphConcurrentAccess(services));
    }

    public MicroStreamReadBackend() {
        super(MicroStreamReadIdentity.DESCRIPTOR, VARIANTS);
    }
}
