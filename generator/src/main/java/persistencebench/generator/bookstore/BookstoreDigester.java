package persistencebench.generator.bookstore;

import static persistencebench.model.bookstore.BookstoreEntityType.ADDRESS;
import static persistencebench.model.bookstore.BookstoreEntityType.AUTHOR;
import static persistencebench.model.bookstore.BookstoreEntityType.BOOK;
import static persistencebench.model.bookstore.BookstoreEntityType.CITY;
import static persistencebench.model.bookstore.BookstoreEntityType.COUNTRY;
import static persistencebench.model.bookstore.BookstoreEntityType.CUSTOMER;
import static persistencebench.model.bookstore.BookstoreEntityType.EMPLOYEE;
import static persistencebench.model.bookstore.BookstoreEntityType.GENRE;
import static persistencebench.model.bookstore.BookstoreEntityType.INVENTORY_ITEM;
import static persistencebench.model.bookstore.BookstoreEntityType.LANGUAGE;
import static persistencebench.model.bookstore.BookstoreEntityType.PUBLISHER;
import static persistencebench.model.bookstore.BookstoreEntityType.PURCHASE;
import static persistencebench.model.bookstore.BookstoreEntityType.PURCHASE_ITEM;
import static persistencebench.model.bookstore.BookstoreEntityType.SHOP;
import static persistencebench.model.bookstore.BookstoreEntityType.STATE;

import java.util.List;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Genre;
import persistencebench.model.bookstore.InventoryItem;
import persistencebench.model.bookstore.Language;
import persistencebench.model.bookstore.Publisher;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.PurchaseItem;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.State;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Feeds a bookstore graph into a {@link ContentDigest}, one row per entity with references as ids, in the column
 * order of the relational schema's read-back statements ({@code content-<type>.sql}). The generator digests what it
 * generates; every object-graph store digests what it reads back; the database store digests its tables.
 */
public final class BookstoreDigester {
    private final ContentDigest digest = new ContentDigest();

    /** The content of a whole in-memory graph. */
    public static DatasetContent of(Bookstore bookstore) {
        BookstoreDigester digester = new BookstoreDigester();
        digester.update(bookstore.getReferenceData());
        bookstore.getPurchasesByYear().values().forEach(digester::update);
        return digester.content();
    }

    public void update(ReferenceData data) {
        for (Language l : data.getLanguages()) {
            digest.row(LANGUAGE, l.getId(), l.getName(), l.getCode());
        }
        for (Genre g : data.getGenres()) {
            digest.row(GENRE, g.getId(), g.getName());
        }
        for (Country c : data.getCountries()) {
            digest.row(COUNTRY, c.getId(), c.getName(), c.getCode());
        }
        for (State s : data.getStates()) {
            digest.row(STATE, s.getId(), s.getName(), s.getCountry().getId());
        }
        for (City c : data.getCities()) {
            digest.row(CITY, c.getId(), c.getName(), c.getState().getId());
        }
        for (Address a : data.getAddresses()) {
            digest.row(ADDRESS, a.getId(), a.getStreet(), a.getZip(), a.getCity().getId());
        }
        for (Publisher p : data.getPublishers()) {
            digest.row(PUBLISHER, p.getId(), p.getName(), p.getAddress().getId());
        }
        for (Author a : data.getAuthors()) {
            digest.row(AUTHOR, a.getId(), a.getName(), a.getAddress().getId());
        }
        for (Book b : data.getBooks()) {
            digest.row(BOOK, b.getId(), b.getTitle(), b.getIsbn(), b.getAuthor().getId(), b.getPublisher().getId(),
                    b.getGenre().getId(), b.getLanguage().getId(), b.getPurchasePrice(), b.getRetailPrice());
        }
        for (Customer c : data.getCustomers()) {
            digest.row(CUSTOMER, c.getId(), c.getFirstName(), c.getLastName(), c.getAddress().getId());
        }
        for (Shop s : data.getShops()) {
            digest.row(SHOP, s.getId(), s.getName(), s.getAddress().getId());
        }
        for (Employee e : data.getEmployees()) {
            digest.row(EMPLOYEE, e.getId(), e.getName(), e.getShop().getId());
        }
        for (InventoryItem i : data.getInventoryItems()) {
            digest.row(INVENTORY_ITEM, i.getId(), i.getShop().getId(), i.getBook().getId(), i.getAmount());
        }
    }

    public void update(YearlyPurchases year) {
        update(year.getPurchases());
    }

    /** Adds purchases (in id order, each year after the previous one) with their items. */
    public void update(List<Purchase> purchases) {
        for (Purchase p : purchases) {
            digest.row(PURCHASE, p.getId(), p.getShop().getId(), p.getEmployee().getId(), p.getCustomer().getId(), p.getTimestamp());
            for (PurchaseItem i : p.getItems()) {
                digest.row(PURCHASE_ITEM, i.getId(), p.getId(), i.getBook().getId(), i.getAmount(), i.getPrice());
            }
        }
    }

    /** The content of everything fed so far; the digester must not be used afterwards. */
    public DatasetContent content() {
        return digest.finish();
    }
}
