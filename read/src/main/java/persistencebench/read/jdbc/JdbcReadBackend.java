package persistencebench.read.jdbc;

import java.util.List;
import java.util.Set;
import persistencebench.generator.bookstore.postgres.DatabaseStore;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.read.plugin.DeclaredReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/** Plain JDBC (pgJDBC) on one connection, reading the dataset's database. */
public final class JdbcReadBackend extends DeclaredReadBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("jdbc", "JDBC", "#e69f00", 30, "org.postgresql.Driver",
            Set.of(BackendDescriptor.Need.DATABASE));
    private static final List<Variant<ReadStrategy>> VARIANTS = List.of(
            new Variant<>("paper", VariantKind.PAPER, "the study's two statements per foreigners query: a comma join over both"
                    + " country chains filtered with EXTRACT(YEAR ...), then the items with their books by purchase id = ANY(array),"
                    + " mapped by position through an identity map; customer pages with the ORDER BY the study lacked", List.of(),
                    new ReadStrategy(DatabaseStore.NAME, target -> new JdbcQueryService(target.database(), new PaperForeignersSql()),
                            CustomerPageSql.class, PaperForeignersSql.class)),
            new Variant<>("tuned", VariantKind.TUNED, "a sargable time range evaluated per shop through the (shop_id, time_stamp)"
                    + " index, one row per purchase with only the needed columns, then the items in one more statement;"
                    + " the same customer pages as paper", List.of(),
                    new ReadStrategy(DatabaseStore.NAME, target -> new JdbcQueryService(target.database(), new TunedForeignersSql()),
                            CustomerPageSql.class, TunedForeignersSql.class)));

    public JdbcReadBackend() {
        super(DESCRIPTOR, VARIANTS);
    }
}
