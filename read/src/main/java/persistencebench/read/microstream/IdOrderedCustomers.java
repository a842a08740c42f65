package persistencebench.read.microstream;

import java.util.List;
import persistencebench.model.bookstore.Customer;

/**
 * Lookups by id in the stored customer list, which is in ascending id order (an invariant {@code ReferenceData}
 * checks when the dataset is built): a binary search finds an id, or where ids greater than it begin, in log n steps,
 * without an index the stored shape does not hold. What an expert of an object graph writes over a sorted list.
 */
final class IdOrderedCustomers {

    private IdOrderedCustomers() {
    }

    /** The customer with {@code id}, or {@code null}. */
    static Customer find(List<Customer> customers, long id) {
        int at = firstAtLeast(customers, id);
        return at < customers.size() && customers.get(at).getId() == id ? customers.get(at) : null;
    }

    /** The position of the first customer whose id is at least {@code id} ({@code size()} if there is none). */
    static int firstAtLeast(List<Customer> customers, long id) {
        int low = 0;
        int high = customers.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (customers.get(middle).getId() < id) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
