package persistencebench.harness.db.mariadb;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;

/** Test helper main: starts an embedded MariaDB, writes a row, signals readiness and waits to be killed. */
public final class EmbeddedMariaDbHolder {
    private EmbeddedMariaDbHolder() {
    }

    public static void main(String[] args) throws Exception {
        DatabaseServer server = TestMariaDb.ownServer(Path.of(args[0]), Durability.DISK);
        server.createDatabaseIfMissing("kept");
        try (Connection c = server.dataSource("kept").getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE survivor (v INT) ENGINE=InnoDB");
            s.execute("INSERT INTO survivor VALUES (42)");
        }
        Files.writeString(Path.of(args[1]), Long.toString(server.serverProcessId().orElseThrow()));
        Thread.sleep(600_000);
    }
}
