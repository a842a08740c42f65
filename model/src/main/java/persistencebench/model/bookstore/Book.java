package persistencebench.model.bookstore;

import java.math.BigDecimal;
import java.util.Objects;

/** A book in the catalogue of one country; prices are money amounts with two decimals. */
public class Book {
    private long id;
    private String title;
    private String isbn;
    private Author author;
    private Publisher publisher;
    private Genre genre;
    private Language language;
    private BigDecimal purchasePrice;
    private BigDecimal retailPrice;

    /** For persistence frameworks only. */
    protected Book() {
    }

    /**
     * @param isbn          ISBN-13 with hyphens, unique across the dataset
     * @param purchasePrice what a shop pays per copy (scale 2)
     * @param retailPrice   what a customer pays per copy (scale 2)
     */
    public Book(long id, String title, String isbn, Author author, Publisher publisher, Genre genre, Language language,
                BigDecimal purchasePrice, BigDecimal retailPrice) {
        this.id = id;
        this.title = Objects.requireNonNull(title, "title");
        this.isbn = Objects.requireNonNull(isbn, "isbn");
        this.author = Objects.requireNonNull(author, "author");
        this.publisher = Objects.requireNonNull(publisher, "publisher");
        this.genre = Objects.requireNonNull(genre, "genre");
        this.language = Objects.requireNonNull(language, "language");
        this.purchasePrice = Money.requireCents(purchasePrice, "purchasePrice");
        this.retailPrice = Money.requireCents(retailPrice, "retailPrice");
    }

    public long getId() {
        return id;
    }

    public String getTitle() {
        return title;
    }

    public String getIsbn() {
        return isbn;
    }

    public Author getAuthor() {
        return author;
    }

    public Publisher getPublisher() {
        return publisher;
    }

    public Genre getGenre() {
        return genre;
    }

    public Language getLanguage() {
        return language;
    }

    public BigDecimal getPurchasePrice() {
        return purchasePrice;
    }

    public BigDecimal getRetailPrice() {
        return retailPrice;
    }

    @Override
    public String toString() {
        return "Book[" + id + ", " + isbn + ", " + title + "]";
    }
}
