package persistencebench.write.jdbc;

import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripLoader;


/**
 * The JDBC {@code tuned} variant is each engine's own bulk-load recipe: this picks the loader for the cell's database.
 */
final class JdbcTunedLoaders {

    private JdbcTunedLoaders() {
    }

    static TripLoader create(LoaderContext context) {
        String engine = context.database().engine();
        return switch (engine) {
            case "postgresql" -> new JdbcCopyTripLoader(context);
            case "mariadb" -> new JdbcLoadDataTripLoader(context);
            // in-process engines: the rows come from our reader, so a prepared INSERT in batches in one transaction
            case "h2", "sqlite" -> new JdbcBatchInsertTripLoader(context);
            default -> throw new IllegalArgumentException("no tuned JDBC loader for the " + engine + " engine");
        };
    }
}
