package persistencebench.read.hibernate;

import java.util.Map;
import org.hibernate.cfg.AvailableSettings;

/**
 * The Hibernate settings a database engine needs beyond what Hibernate detects from the connection, in one place:
 * none for PostgreSQL and H2 (their dialects are detected); for SQLite the community dialect Hibernate detects, with
 * its extract fixed ({@link SqliteExtractFixDialect}).
 */
final class EngineSettings {

    private EngineSettings() {
    }

    static Map<String, Object> of(String engine) {
        return switch (engine) {
            case "sqlite" -> Map.of(AvailableSettings.DIALECT, SqliteExtractFixDialect.class.getName());
            default -> Map.of();
        };
    }
}
