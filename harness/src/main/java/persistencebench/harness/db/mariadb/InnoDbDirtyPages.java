package persistencebench.harness.db.mariadb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * Makes InnoDB write all its dirty pages now, the nearest MariaDB has to PostgreSQL's {@code CHECKPOINT}: with
 * {@code innodb_max_dirty_pages_pct=0} the page cleaner flushes until no page is dirty (MariaDB's InnoDB page
 * flushing documentation), after which the setting is restored.
 */
final class InnoDbDirtyPages {
    private static final long POLL_MILLIS = 50;

    private InnoDbDirtyPages() {
    }

    /** @return whether no dirty page was left within {@code limit} */
    static boolean flush(Connection connection, Duration limit) throws SQLException, InterruptedException {
        try (Statement s = connection.createStatement()) {
            String before = single(s, "SELECT @@GLOBAL.innodb_max_dirty_pages_pct");
            s.execute("SET GLOBAL innodb_max_dirty_pages_pct = 0");
            try {
                long deadline = System.nanoTime() + limit.toNanos();
                while (Long.parseLong(single(s, "SELECT variable_value FROM information_schema.global_status"
                        + " WHERE variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY'")) > 0) {
                    if (System.nanoTime() - deadline > 0) {
                        return false;
                    }
                    Thread.sleep(POLL_MILLIS);
                }
                return true;
            } finally {
                s.execute("SET GLOBAL innodb_max_dirty_pages_pct = " + Double.parseDouble(before));
            }
        }
    }

    private static String single(Statement s, String query) throws SQLException {
        try (ResultSet rs = s.executeQuery(query)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
