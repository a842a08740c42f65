package persistencebench.read.hibernate;

import java.util.List;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/**
 * As the study used Hibernate: the EAGER mapping, Hibernate's defaults, and JPQL with {@code JOIN FETCH} for the
 * associations it thought of, filtering the year with {@code extract(year from …)} (not sargable). The book's
 * author, publisher, genre and language are not fetched by the query, so the EAGER mapping loads each of them with
 * a statement of its own: the hundreds of statements per query the study reported. Its row-per-item duplicates are
 * gone: Hibernate 6+ de-duplicates entity results of collection fetches.
 */
final class PaperHibernateQueries implements HibernateQueries {
    static final String CUSTOMERS = """
            select c from Customer c
              join fetch c.address a join fetch a.city ci join fetch ci.state s join fetch s.country
             order by c.id""";
    private static final String FOREIGNERS = """
            select p from Purchase p
              join fetch p.items i join fetch i.book b
              join fetch p.shop s join fetch s.address sa join fetch sa.city sc
              join fetch p.employee e
              join fetch p.customer c join fetch c.address ca join fetch ca.city cc
             where sc.state.country.id = :country
               and extract(year from p.timestamp) = :year
               and cc <> sc""";

    @Override
    public String mappingResource() {
        return "persistencebench/read/hibernate/paper-orm.xml";
    }

    @Override
    public void configure(StandardServiceRegistryBuilder settings) {
        // Hibernate's defaults, as in the study.
    }

    @Override
    public List<Customer> customersPage(Session session, int page, int size) {
        return session.createSelectionQuery(CUSTOMERS, Customer.class)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    @Override
    public List<Purchase> purchasesOfForeigners(Session session, int year, long countryId) {
        return session.createSelectionQuery(FOREIGNERS, Purchase.class)
                .setParameter("country", countryId)
                .setParameter("year", year)
                .getResultList();
    }
}
