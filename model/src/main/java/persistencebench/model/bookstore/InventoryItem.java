package persistencebench.model.bookstore;

import java.util.Objects;

/** The number of copies of one {@link Book} a {@link Shop} holds; created by {@link Shop#stock}. */
public class InventoryItem {
    private long id;
    private Shop shop;
    private Book book;
    private int amount;

    /** For persistence frameworks only. */
    protected InventoryItem() {
    }

    InventoryItem(long id, Shop shop, Book book, int amount) {
        if (amount < 1) {
            throw new IllegalArgumentException("inventory amount must be at least 1, got " + amount + " for book " + book);
        }
        this.id = id;
        this.shop = Objects.requireNonNull(shop, "shop");
        this.book = Objects.requireNonNull(book, "book");
        this.amount = amount;
    }

    public long getId() {
        return id;
    }

    public Shop getShop() {
        return shop;
    }

    public Book getBook() {
        return book;
    }

    public int getAmount() {
        return amount;
    }

    @Override
    public String toString() {
        return "InventoryItem[" + id + ", " + amount + " x " + book + "]";
    }
}
