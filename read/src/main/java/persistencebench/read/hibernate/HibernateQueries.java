package persistencebench.read.hibernate;

import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/** One variant of the Hibernate backend: its mapping file, how it connects, its extra settings and its queries. */
interface HibernateQueries {

    /** Class-path resource of the {@code orm.xml} this variant maps the model with. */
    String mappingResource();

    /** The Hibernate settings the variant adds to Hibernate's defaults, by name (recorded in every cell); may be empty. */
    Map<String, String> settings();

    /**
     * Adds the variant's connection and its {@link #settings()} to the common ones (called inside the timed open).
     *
     * @return what the service closes after the session factory (a connection pool), or null
     */
    AutoCloseable configure(StandardServiceRegistryBuilder settings, DatabaseTarget target);

    List<Customer> customersPage(Session session, int page, int size);

    /** The keyset page: the {@code size} customers with ids greater than {@code afterId}, in id order, with their address chain. */
    List<Customer> customersAfter(Session session, long afterId, int size);

    /** The customer with {@code id} and its address chain, or {@code null}. */
    Customer customerById(Session session, long id);

    List<Purchase> purchasesOfForeigners(Session session, int year, long countryId);
}
