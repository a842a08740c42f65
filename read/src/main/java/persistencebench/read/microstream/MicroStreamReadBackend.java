package persistencebench.read.microstream;

import java.util.List;
import persistencebench.generator.bookstore.microstream.MicroStreamStores;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.read.plugin.DeclaredReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/** The object-graph engine of this package, each variant on its own storage of the dataset. */
public final class MicroStreamReadBackend extends DeclaredReadBackend {
    private static final List<Variant<ReadStrategy>> VARIANTS = List.of(
            new Variant<>("paper", VariantKind.PAPER, "the study's storage shape (per year a lazy object whose by-shop, by-employee"
                    + " and by-customer entries are lazy lists, keyed by id) and its queries: the country's by-shop lists loaded"
                    + " and filtered by city; customer pages by sequential, ordered skip/limit", List.of(),
                    new ReadStrategy(MicroStreamStores.PAPER, target -> new PaperStorageService(target.storage(MicroStreamStores.PAPER)),
                            PaperStorageService.class, PaperStorageService.class)),
            new Variant<>("tuned", VariantKind.TUNED, "one lazy object per year with plain id-keyed indexes, looked up for the"
                    + " country's shops only; customer pages as sub-list copies", List.of(),
                    new ReadStrategy(MicroStreamStores.TUNED, target -> new TunedStorageService(target.storage(MicroStreamStores.TUNED)),
                            TunedStorageService.class, TunedStorageService.class)));

    public MicroStreamReadBackend() {
        super(MicroStreamIdentity.DESCRIPTOR, VARIANTS);
    }
}
