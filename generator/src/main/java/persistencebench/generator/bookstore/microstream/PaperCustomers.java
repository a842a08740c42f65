package persistencebench.generator.bookstore.microstream;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import persistencebench.model.bookstore.Customer;

/**
 * The study's {@code Customers} container in the study's root: every customer in a {@code HashMap} keyed by its id as
 * an {@code Integer}, as the study keyed its customers by their {@code int} customer id, so a customer by id is one
 * hash lookup (the study's {@code ofId}). Pages do not read it: the study paged this map's unordered values, the paper
 * shape pages the reference data's id-ordered list. Field layout is part of the stored format.
 */
public class PaperCustomers {
    private Map<Integer, Customer> idToCustomer;

    /**
     * Indexes {@code customers} by id.
     *
     * @throws ArithmeticException if an id does not fit an {@code int}, the study's key type
     */
    public PaperCustomers(List<Customer> customers) {
        this.idToCustomer = new HashMap<>();
        customers.forEach(customer -> idToCustomer.put(Math.toIntExact(customer.getId()), customer));
    }

    /** The customer with {@code id}, or {@code null} (also for an id beyond the {@code int} range, which none has). */
    public Customer byId(long id) {
        return id == (int) id ? idToCustomer.get((int) id) : null;
    }
}
