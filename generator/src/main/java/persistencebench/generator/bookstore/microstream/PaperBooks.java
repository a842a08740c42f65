package persistencebench.generator.bookstore.microstream;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Genre;
import persistencebench.model.bookstore.Language;
import persistencebench.model.bookstore.Publisher;

/**
 * The study's {@code Books} container in the study's root: the books by ISBN and, keyed by the entity, the books of
 * each author, genre, publisher and language. No query of the benchmark uses them, but the study's root held them, so
 * its storage start-up loaded them; the paper shape keeps them to load what the study loaded. (The study's transient
 * Lucene index is not kept: nothing stored, nothing loaded.) Field layout is part of the stored format.
 */
public class PaperBooks {
    private Map<String, Book> isbnToBook;
    private Map<Author, List<Book>> authorToBooks;
    // kept for what a start-up loads, as the study's root held them; no query of the benchmark reads them
    private Map<Genre, List<Book>> genreToBooks;
    private Map<Publisher, List<Book>> publisherToBooks;
    private Map<Language, List<Book>> languageToBooks;

    /** Indexes {@code books}; each list is in id order. */
    public PaperBooks(List<Book> books) {
        this.isbnToBook = new HashMap<>();
        books.forEach(book -> isbnToBook.put(book.getIsbn(), book));
        this.authorToBooks = group(books, Book::getAuthor);
        this.genreToBooks = group(books, Book::getGenre);
        this.publisherToBooks = group(books, Book::getPublisher);
        this.languageToBooks = group(books, Book::getLanguage);
    }

    private static <K> Map<K, List<Book>> group(List<Book> books, Function<Book, K> key) {
        Map<K, List<Book>> groups = new HashMap<>();
        books.forEach(book -> groups.computeIfAbsent(key.apply(book), k -> new ArrayList<>()).add(book));
        return groups;
    }

    /** The book with {@code isbn}, or null. */
    public Book byIsbn(String isbn) {
        return isbnToBook.get(isbn);
    }

    /** The author's books (read-only), empty for an author without books. */
    public List<Book> byAuthor(Author author) {
        return Collections.unmodifiableList(authorToBooks.getOrDefault(author, List.of()));
    }
}
