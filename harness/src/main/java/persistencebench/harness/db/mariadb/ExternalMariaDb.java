package persistencebench.harness.db.mariadb;

import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.db.server.UserRunServer;

/** A MariaDB server the user runs ({@code -Dmariadb.url=...}): how its URL reads and what its refusals ask to fix. */
final class ExternalMariaDb {
    /** Connected to without a database unless the URL names one: the benchmark creates its own. */
    static final UserRunServer.Kind KIND = new UserRunServer.Kind("MariaDB", "-Dmariadb.url", "jdbc:mariadb://",
            "jdbc:mariadb://host[:port]/[database], e.g. jdbc:mariadb://localhost:3306/", "", Map.of("connectTimeout", "5000"),
            ExternalMariaDb::hint, (connection, url) -> { });

    private ExternalMariaDb() {
    }

    /** MariaDB's error codes: 1045 access denied, 1049 unknown database; and Connector/J's own refusal of a server without TLS. */
    private static Optional<String> hint(SQLException e) {
        if (String.valueOf(e.getMessage()).contains("ssl not enabled in the server")) {
            return Optional.of("The server offers no TLS, which Connector/J 4 asks for unless told otherwise: enable TLS on the server,"
                    + " or add sslMode=disable to -Dmariadb.url (jdbc:mariadb://host:port/?sslMode=disable) to connect without it.");
        }
        return switch (e.getErrorCode()) {
            case 1045 -> Optional.of("Check -Dmariadb.user and -Dmariadb.password.");
            case 1049 -> Optional.of("Create the database or leave it out of -Dmariadb.url (jdbc:mariadb://host:port/).");
            default -> Optional.empty();
        };
    }
}
