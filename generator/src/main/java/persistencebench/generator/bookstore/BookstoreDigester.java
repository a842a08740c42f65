package persistencebench.generator.bookstore;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
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
 * SHA-256 over every entity's id and values (references as ids, money as plain strings, timestamps as ISO text),
 * type by type in dependency order and id order. Two graphs have the same digest exactly when they hold the same
 * rows, which is how tests prove determinism and manifests tie stores to one generation.
 */
public final class BookstoreDigester {
    private final MessageDigest sha256;
    private final DataOutputStream out;

    public BookstoreDigester() {
        try {
            sha256 = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK must provide SHA-256", e);
        }
        out = new DataOutputStream(new BufferedOutputStream(new DigestOutputStream(OutputStream.nullOutputStream(), sha256), 1 << 16));
    }

    /** The digest of a whole in-memory graph. */
    public static String of(Bookstore bookstore) {
        BookstoreDigester digester = new BookstoreDigester();
        digester.update(bookstore.getReferenceData());
        bookstore.getPurchasesByYear().values().forEach(digester::update);
        return digester.hex();
    }

    public void update(ReferenceData data) {
        try {
            for (Language l : data.getLanguages()) {
                row("language", l.getId()).text(l.getName()).text(l.getCode());
            }
            for (Genre g : data.getGenres()) {
                row("genre", g.getId()).text(g.getName());
            }
            for (Country c : data.getCountries()) {
                row("country", c.getId()).text(c.getName()).text(c.getCode());
            }
            for (State s : data.getStates()) {
                row("state", s.getId()).text(s.getName()).ref(s.getCountry().getId());
            }
            for (City c : data.getCities()) {
                row("city", c.getId()).text(c.getName()).ref(c.getState().getId());
            }
            for (Address a : data.getAddresses()) {
                row("address", a.getId()).text(a.getStreet()).text(a.getZip()).ref(a.getCity().getId());
            }
            for (Publisher p : data.getPublishers()) {
                row("publisher", p.getId()).text(p.getName()).ref(p.getAddress().getId());
            }
            for (Author a : data.getAuthors()) {
                row("author", a.getId()).text(a.getName()).ref(a.getAddress().getId());
            }
            for (Book b : data.getBooks()) {
                row("book", b.getId()).text(b.getTitle()).text(b.getIsbn()).ref(b.getAuthor().getId())
                        .ref(b.getPublisher().getId()).ref(b.getGenre().getId()).ref(b.getLanguage().getId())
                        .money(b.getPurchasePrice()).money(b.getRetailPrice());
            }
            for (Customer c : data.getCustomers()) {
                row("customer", c.getId()).text(c.getFirstName()).text(c.getLastName()).ref(c.getAddress().getId());
            }
            for (Shop s : data.getShops()) {
                row("shop", s.getId()).text(s.getName()).ref(s.getAddress().getId());
            }
            for (Employee e : data.getEmployees()) {
                row("employee", e.getId()).text(e.getName()).ref(e.getShop().getId());
            }
            for (InventoryItem i : data.getInventoryItems()) {
                row("inventory_item", i.getId()).ref(i.getShop().getId()).ref(i.getBook().getId()).ref(i.getAmount());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void update(YearlyPurchases year) {
        try {
            for (Purchase p : year.getPurchases()) {
                row("purchase", p.getId()).ref(p.getShop().getId()).ref(p.getEmployee().getId())
                        .ref(p.getCustomer().getId()).text(p.getTimestamp().toString());
                for (PurchaseItem i : p.getItems()) {
                    row("purchase_item", i.getId()).ref(p.getId()).ref(i.getBook().getId()).ref(i.getAmount()).money(i.getPrice());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The hex digest of everything fed so far; the digester must not be used afterwards. */
    public String hex() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return HexFormat.of().formatHex(sha256.digest());
    }

    private BookstoreDigester row(String type, long id) throws IOException {
        out.writeUTF(type);
        out.writeLong(id);
        return this;
    }

    private BookstoreDigester text(String value) throws IOException {
        out.writeUTF(value);
        return this;
    }

    private BookstoreDigester ref(long value) throws IOException {
        out.writeLong(value);
        return this;
    }

    private BookstoreDigester money(BigDecimal value) throws IOException {
        out.writeUTF(value.toPlainString());
        return this;
    }
}
