package persistencebench.write.hibernate;

import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * Builds the Hibernate session factory for {@link TripEntity} on the benchmark's data source. Built once
 * per forked JVM, outside the measured iterations, as an application would at start-up.
 */
final class TripSessionFactories {

    private TripSessionFactories() {
    }

    /** @param settings the variant's Hibernate settings (batching, insert ordering) */
    static SessionFactory build(DataSource dataSource, Map<String, Object> settings) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, dataSource)
                // The schema is the write module's resource file, shared with JDBC; Hibernate only maps it.
                .applySetting(AvailableSettings.HBM2DDL_AUTO, "none")
                .applySetting(AvailableSettings.SHOW_SQL, false)
                .applySetting(AvailableSettings.FORMAT_SQL, false)
                .applySetting(AvailableSettings.HIGHLIGHT_SQL, false)
                .applySetting(AvailableSettings.GENERATE_STATISTICS, false)
                .applySettings(settings)
                // Closing the session factory also closes this registry.
                .enableAutoClose()
                .build();
        try {
            return new MetadataSources(registry).addAnnotatedClass(TripEntity.class).buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }
}
