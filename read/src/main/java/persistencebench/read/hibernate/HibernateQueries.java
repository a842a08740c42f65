package persistencebench.read.hibernate;

import java.util.List;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/** One variant of the Hibernate backend: its mapping file, how it connects, its extra settings and its queries. */
interface HibernateQueries {

    /** Class-path resource of the {@code orm.xml} this variant maps the model with. */
    String mappingResource();

    /**
     * Adds the variant's connection and other settings to the common ones (called inside the timed open).
     *
     * @return what the service closes after the session factory (a connection pool), or null
     */
    AutoCloseable configure(StandardServiceRegistryBuilder settings, DatabaseTarget target);

    List<Customer> customersPage(Session session, int page, int size);

    List<Purchase> purchasesOfForeigners(Session session, int year, long countryId);
}
