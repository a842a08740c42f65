package persistencebench.harness.db.postgres;

import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;

/** Test helper main: starts an embedded server, writes a row, signals readiness and waits to be killed. */
public final class EmbeddedPostgresHolder {
    private EmbeddedPostgresHolder() {
    }

    public static void main(String[] args) throws Exception {
        DatabaseServer server = PostgresEngine.embedded(Path.of(args[0]), Durability.DISK);
        try (Connection c = server.dataSource("postgres").getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE survivor (v int)");
            s.execute("INSERT INTO survivor VALUES (42)");
        }
        Files.writeString(Path.of(args[1]), "ready");
        Thread.sleep(600_000);
    }
}
