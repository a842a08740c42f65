package persistencebench.write.hibernate;

import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * Bootstraps a Hibernate session factory for one entity: the work the timed open of a Hibernate sample does, as the
 * study's {@code HibernateUtil} did inside its timed region. How it connects is part of the variant's settings: a
 * URL with user and password (Hibernate's built-in pool, created by this bootstrap) or a data source.
 */
final class TripSessionFactories {

    private TripSessionFactories() {
    }

    /**
     * @param settings the variant's Hibernate settings: its connection and batching
     * @param entity   the one mapped entity
     */
    static SessionFactory build(Map<String, Object> settings, Class<?> entity) {
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                // The schema is the write module's resource file, shared with JDBC; Hibernate only maps it.
                .applySetting(AvailableSettings.HBM2DDL_AUTO, "none")
                .applySetting(AvailableSettings.SHOW_SQL, false)
                .applySetting(AvailableSettings.FORMAT_SQL, false)
                .applySetting(AvailableSettings.HIGHLIGHT_SQL, false)
                .applySetting(AvailableSettings.GENERATE_STATISTICS, false)
                .applySettings(settings)
                // Closing the session factory also closes this registry (and stops a built-in pool).
                .enableAutoClose()
                .build();
        try {
            return new MetadataSources(registry).addAnnotatedClass(entity).buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }
}
