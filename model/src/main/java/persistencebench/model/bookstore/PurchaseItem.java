package persistencebench.model.bookstore;

import java.math.BigDecimal;
import java.util.Objects;

/** One line of a {@link Purchase}: {@code amount} copies of a {@link Book} at a unit {@code price}; created by {@link Purchase#addItem}. */
public class PurchaseItem {
    private long id;
    private Purchase purchase;
    private Book book;
    private int amount;
    private BigDecimal price;

    /** For persistence frameworks only. */
    protected PurchaseItem() {
    }

    PurchaseItem(long id, Purchase purchase, Book book, int amount, BigDecimal price) {
        if (amount < 1) {
            throw new IllegalArgumentException("purchase item amount must be at least 1, got " + amount + " for book " + book);
        }
        this.id = id;
        this.purchase = Objects.requireNonNull(purchase, "purchase");
        this.book = Objects.requireNonNull(book, "book");
        this.amount = amount;
        this.price = Money.requireCents(price, "price");
    }

    public long getId() {
        return id;
    }

    public Purchase getPurchase() {
        return purchase;
    }

    public Book getBook() {
        return book;
    }

    public int getAmount() {
        return amount;
    }

    /** The unit price (scale 2); the line total is {@code price × amount}. */
    public BigDecimal getPrice() {
        return price;
    }

    @Override
    public String toString() {
        return "PurchaseItem[" + id + ", " + amount + " x " + book + " @ " + price + "]";
    }
}
