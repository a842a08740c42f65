package persistencebench.write.jdbc;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.write.LoaderFactory;
import persistencebench.write.TripShape;
import persistencebench.write.WriteBackend;

/** Plain JDBC (pgJDBC) into PostgreSQL: the study's batches, rewritten batches, and COPY. */
public final class JdbcBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("jdbc", "JDBC", "#e69f00", 30, "org.postgresql.Driver",
            Set.of(BackendDescriptor.Need.DATABASE));
    /** No JDBC loader holds more than a batch or a buffer. */
    private static final List<String> HEAP = List.of("-Xmx1g");

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                new Variant<>("paper", VariantKind.PAPER, "the study's INSERT into its trip_details table (UUID text key, float4"
                        + " amounts) on one connection, autocommit off, setObject for every parameter, executeBatch every 1,000 rows"
                        + " with the last partial batch flushed (the study lost it), one commit", HEAP,
                        LoaderFactory.of(TripShape.TRIP_DETAILS, JdbcPaperTripLoader::new)),
                new Variant<>("tuned", VariantKind.TUNED, "COPY trip FROM STDIN through pgJDBC's CopyManager, streamed in 256 KB"
                        + " buffers in one transaction: PostgreSQL's bulk-load path, one command instead of a statement per row,"
                        + " into a table keyed by the row number", HEAP, LoaderFactory.of(TripShape.TRIP, JdbcCopyTripLoader::new)),
                new Variant<>("rewrite", VariantKind.STEP, "batches of 1,000 into the trip table with pgJDBC's"
                        + " reWriteBatchedInserts=true, which sends each batch as multi-row INSERTs: the one-setting fix an expert"
                        + " tries first", HEAP, LoaderFactory.of(TripShape.TRIP, JdbcBatchTripLoader::new)));
    }
}
