package persistencebench.write.triptables;

/**
 * The driver URL parameters an expert of each engine adds for batched INSERTs, used by the tuned Hibernate loader and
 * the JDBC {@code rewrite} step: one place per engine, so a flag one driver knows is never sent to another (H2 rejects
 * unknown URL settings).
 */
public final class BatchUrlParameters {

    private BatchUrlParameters() {
    }

    /** The parameters for {@code engine}, empty when its driver batches well without any. */
    public static String of(String engine) {
        return switch (engine) {
            // pgJDBC sends a batch as multi-row INSERTs only with this flag
            case "postgresql" -> "reWriteBatchedInserts=true";
            // Connector/J 3.2+ sends a batched INSERT as one COM_STMT_BULK_EXECUTE by default (useBulkStmtsForInserts=true,
            // CONJ-920 in the 3.2.0 release notes), MariaDB's fastest batch path; rewriteBatchedStatements would apply only
            // with that option off
            case "mariadb" -> "";
            default -> "";
        };
    }
}
