package persistencebench.write.jdbc;

import java.util.List;
import persistencebench.write.LoaderVariant;
import persistencebench.write.WriteBackend;

/** Plain JDBC (pgJDBC) into PostgreSQL: the paper's batches, rewritten batches, and COPY. */
public final class JdbcBackend {
    /** The paper's batch size. */
    static final int BATCH_SIZE = 1000;

    /** None of the JDBC loaders holds more than a batch, so every variant runs in the tuned heap. */
    private static final List<String> JVM_FLAGS = List.of("-Xmx1g");

    public static final WriteBackend BACKEND = new WriteBackend("jdbc", true, false, List.of(
            new LoaderVariant("paper", JVM_FLAGS, context -> new JdbcBatchTripLoader(context.dataSource(), BATCH_SIZE)),
            new LoaderVariant("tuned", JVM_FLAGS, context -> new JdbcCopyTripLoader(context.dataSource())),
            new LoaderVariant("rewrite", JVM_FLAGS,
                    context -> new JdbcBatchTripLoader(context.dataSource("reWriteBatchedInserts=true"), BATCH_SIZE))));

    private JdbcBackend() {
    }
}
