package persistencebench.model.bookstore.query;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.PurchaseItem;
import persistencebench.model.bookstore.State;

/**
 * Reduces the answer of one sample to a {@link ResultDigest} that is equal for equal answers, whichever backend
 * produced the objects. Reads only what {@link BookstoreQueryService} requires to be loaded, so an unloaded
 * association fails here (null pointer or lazy-loading error) instead of being fetched silently.
 * <ul>
 *   <li>customers: pages (or ids looked up) in the order asked, customers in the order returned (the query orders by
 *       id, so the order is part of the answer); id, names, address id/street/zip, city, state and country ids and
 *       names;</li>
 *   <li>purchases: queries in their fixed order, purchases sorted by id (the query has no order); id, timestamp,
 *       shop, employee and customer ids and names, then the items sorted by id with book id and title, author id
 *       and name, amount and price (compared by value: {@code 7.5} equals {@code 7.50}).</li>
 * </ul>
 */
public final class CanonicalDigests {

    private CanonicalDigests() {
    }

    /** @param results one list per page, in the order of {@code pages} */
    public static ResultDigest customers(List<Integer> pages, int pageSize, List<List<Customer>> results) {
        requireSameSize(pages.size(), results.size(), "pages");
        CanonicalRows rows = new CanonicalRows();
        for (int i = 0; i < pages.size(); i++) {
            List<Customer> page = results.get(i);
            rows.section("page " + pages.get(i), pageSize, page.size());
            for (Customer customer : page) {
                customerRow(rows, customer);
            }
        }
        return rows.finish();
    }

    /**
     * Digests the answers of customer lookups by id: one section per id asked, in order, holding the customer's row,
     * or no row when the answer was {@code null} (no such customer).
     *
     * @param answers one per id, in the order of {@code ids}; {@code null} for an id without customer
     */
    public static ResultDigest customersById(List<Long> ids, List<Customer> answers) {
        requireSameSize(ids.size(), answers.size(), "customer ids");
        CanonicalRows rows = new CanonicalRows();
        for (int i = 0; i < ids.size(); i++) {
            Customer customer = answers.get(i);
            rows.section("customer " + ids.get(i), customer == null ? 0 : 1);
            if (customer != null) {
                customerRow(rows, customer);
            }
        }
        return rows.finish();
    }

    private static void customerRow(CanonicalRows rows, Customer customer) {
        Address address = customer.getAddress();
        City city = address.getCity();
        State state = city.getState();
        Country country = state.getCountry();
        rows.beginRow(customer.getId());
        rows.fields(customer.getFirstName(), customer.getLastName(),
                address.getId(), address.getStreet(), address.getZip(),
                city.getId(), city.getName(), state.getId(), state.getName(),
                country.getId(), country.getName(), country.getCode());
        rows.endRow(customer.getId());
    }

    /** @param results one list per query, in the order of {@code queries} */
    public static ResultDigest purchases(List<ForeignerQuery> queries, List<List<Purchase>> results) {
        requireSameSize(queries.size(), results.size(), "foreigner queries");
        CanonicalRows rows = new CanonicalRows();
        for (int i = 0; i < queries.size(); i++) {
            ForeignerQuery query = queries.get(i);
            List<Purchase> purchases = new ArrayList<>(results.get(i));
            purchases.sort(Comparator.comparingLong(Purchase::getId));
            rows.section(query.label(), query.year(), query.countryId(), purchases.size());
            for (Purchase purchase : purchases) {
                rows.beginRow(purchase.getId());
                rows.fields(purchase.getTimestamp(),
                        purchase.getShop().getId(), purchase.getShop().getName(),
                        purchase.getEmployee().getId(), purchase.getEmployee().getName(),
                        purchase.getCustomer().getId(), purchase.getCustomer().getFirstName(), purchase.getCustomer().getLastName());
                List<PurchaseItem> items = new ArrayList<>(purchase.getItems());
                items.sort(Comparator.comparingLong(PurchaseItem::getId));
                rows.fields(items.size());
                for (PurchaseItem item : items) {
                    rows.fields(item.getId(), item.getBook().getId(), item.getBook().getTitle(),
                            item.getBook().getAuthor().getId(), item.getBook().getAuthor().getName(),
                            item.getAmount(), canonical(item.getPrice()));
                }
                rows.endRow(purchase.getId());
            }
        }
        return rows.finish();
    }

    private static String canonical(BigDecimal amount) {
        return amount == null ? null : amount.stripTrailingZeros().toPlainString();
    }

    private static void requireSameSize(int expected, int actual, String what) {
        if (expected != actual) {
            throw new IllegalArgumentException("expected results for " + expected + " " + what + ", got " + actual);
        }
    }
}
