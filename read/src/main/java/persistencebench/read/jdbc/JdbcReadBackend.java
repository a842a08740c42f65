package persistencebench.read.jdbc;

import java.util.List;
import java.util.Map;
import java.util.Set;
import persistencebench.generator.bookstore.database.DatabaseStore;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.read.plugin.DeclaredReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/**
 * Plain JDBC (pgJDBC) on one connection. The paper variant reads the database with the study's index set on the
 * study's server profile and prepares each statement per call as the study did, the tuned variant the database with the
 * tuned index set on the tuned profile and keeps its statements prepared per connection.
 */
public final class JdbcReadBackend extends DeclaredReadBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("jdbc", "JDBC", "#e69f00", 30, "org.postgresql.Driver",
            Set.of(BackendDescriptor.Need.DATABASE));
    private static final List<Variant<ReadStrategy>> VARIANTS = List.of(
            new Variant<>("paper", VariantKind.PAPER, "the study's two statements per foreigners query: a comma join over both"
                    + " country chains filtered with EXTRACT(YEAR ...), then the items with their books by purchase id = ANY(array),"
                    + " mapped by position through an identity map; customer pages with the ORDER BY the study lacked (keyset"
                    + " pages by id > the previous page's last id, not in the study); every statement prepared and closed per"
                    + " call, as the study did; on the study's indexes and server defaults", List.of(),
                    strategy(DatabaseStore.PAPER, new PaperForeignersSql(), StatementPreparation.PER_CALL)),
            new Variant<>("tuned", VariantKind.TUNED, "a sargable time range in explicit joins, one row per purchase with only the"
                    + " needed columns, then the items with books and authors by purchase id = ANY(array); the same customer pages"
                    + " as paper; statements prepared once per connection and reused until it closes (the hot and cold"
                    + " services' connection, each pooled or shared connection of the concurrent cells); on the tuned indexes and"
                    + " server profile", List.of(),
                    strategy(DatabaseStore.TUNED, new TunedForeignersSql(), StatementPreparation.PER_CONNECTION)));

    public JdbcReadBackend() {
        super(DESCRIPTOR, VARIANTS);
    }

    /** The variant reading {@code store}: customers by {@link CustomerPageSql}, {@code foreigners}, statements by {@code preparation}. */
    private static ReadStrategy strategy(String store, ForeignersSql foreigners, StatementPreparation preparation) {
        return new ReadStrategy(store, target -> new JdbcQueryService(target.database(), foreigners, preparation), CustomerPageSql.class,
                foreigners.getClass(), Map.of(), new JdbcConcurrentAccess(foreigners, preparation), preparation.implementation());
    }
}
