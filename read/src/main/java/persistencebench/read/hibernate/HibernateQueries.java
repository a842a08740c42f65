package persistencebench.read.hibernate;

import java.util.List;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/** One variant of the Hibernate backend: its mapping file, its extra settings and its queries. */
interface HibernateQueries {

    /** Class-path resource of the {@code orm.xml} this variant maps the model with. */
    String mappingResource();

    /** Adds the variant's settings to the common ones. */
    void configure(StandardServiceRegistryBuilder settings);

    List<Customer> customersPage(Session session, int page, int size);

    List<Purchase> purchasesOfForeigners(Session session, int year, long countryId);
}
