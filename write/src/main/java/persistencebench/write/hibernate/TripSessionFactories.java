package persistencebench.write.hibernate;

import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;

/**
 * Bootstraps a Hibernate session factory for one entity on a data source: the work the timed open of a Hibernate
 * sample does, as the study's {@code HibernateUtil} did inside its timed region.
 */
final class TripSessionFactories {

    private TripSessionFactories() {
    }

    /**
     * @param dataSource where sessions get their connections (a new physical one per request)
     * @param settings   the variant's Hibernate settings (batching, insert ordering)
     * @param entity     the one mapped entity
     */
    static SessionFactory build(DataSource dataSource, Map<String, Object> settings, Class<?> entity) {
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
            return new MetadataSources(registry).addAnnotatedClass(entity).buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
    }
}
