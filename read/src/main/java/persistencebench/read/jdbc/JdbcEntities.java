package persistencebench.read.jdbc;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.PurchaseItem;
import persistencebench.model.bookstore.Shop;

/**
 * The "simple mapping" of the JDBC backend for purchases: creates model objects through their no-arg constructors
 * and fills only the fields a query selected, the way Hibernate's field access does. The public constructors
 * cannot be used because they demand the whole graph (a book needs its publisher, genre, language and the author's
 * address chain), which the foreigner query does not need; associations the query did not select stay
 * {@code null}, as the service contract allows. Field handles are static finals, so the JIT inlines the writes.
 */
final class JdbcEntities {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private static final MethodHandle NEW_SHOP = constructor(Shop.class);
    private static final VarHandle SHOP_ID = field(Shop.class, "id", long.class);
    private static final VarHandle SHOP_NAME = field(Shop.class, "name", String.class);

    private static final MethodHandle NEW_EMPLOYEE = constructor(Employee.class);
    private static final VarHandle EMPLOYEE_ID = field(Employee.class, "id", long.class);
    private static final VarHandle EMPLOYEE_NAME = field(Employee.class, "name", String.class);
    private static final VarHandle EMPLOYEE_SHOP = field(Employee.class, "shop", Shop.class);

    private static final MethodHandle NEW_CUSTOMER = constructor(Customer.class);
    private static final VarHandle CUSTOMER_ID = field(Customer.class, "id", long.class);
    private static final VarHandle CUSTOMER_FIRST_NAME = field(Customer.class, "firstName", String.class);
    private static final VarHandle CUSTOMER_LAST_NAME = field(Customer.class, "lastName", String.class);

    private static final MethodHandle NEW_AUTHOR = constructor(Author.class);
    private static final VarHandle AUTHOR_ID = field(Author.class, "id", long.class);
    private static final VarHandle AUTHOR_NAME = field(Author.class, "name", String.class);

    private static final MethodHandle NEW_BOOK = constructor(Book.class);
    private static final VarHandle BOOK_ID = field(Book.class, "id", long.class);
    private static final VarHandle BOOK_TITLE = field(Book.class, "title", String.class);
    private static final VarHandle BOOK_AUTHOR = field(Book.class, "author", Author.class);
    private static final VarHandle BOOK_ISBN = field(Book.class, "isbn", String.class);
    private static final VarHandle BOOK_PURCHASE_PRICE = field(Book.class, "purchasePrice", BigDecimal.class);
    private static final VarHandle BOOK_RETAIL_PRICE = field(Book.class, "retailPrice", BigDecimal.class);

    private static final MethodHandle NEW_PURCHASE = constructor(Purchase.class);
    private static final VarHandle PURCHASE_ID = field(Purchase.class, "id", long.class);
    private static final VarHandle PURCHASE_SHOP = field(Purchase.class, "shop", Shop.class);
    private static final VarHandle PURCHASE_EMPLOYEE = field(Purchase.class, "employee", Employee.class);
    private static final VarHandle PURCHASE_CUSTOMER = field(Purchase.class, "customer", Customer.class);
    private static final VarHandle PURCHASE_TIMESTAMP = field(Purchase.class, "timestamp", LocalDateTime.class);
    private static final VarHandle PURCHASE_ITEMS = field(Purchase.class, "items", List.class);

    private static final MethodHandle NEW_ITEM = constructor(PurchaseItem.class);
    private static final VarHandle ITEM_ID = field(PurchaseItem.class, "id", long.class);
    private static final VarHandle ITEM_PURCHASE = field(PurchaseItem.class, "purchase", Purchase.class);
    private static final VarHandle ITEM_BOOK = field(PurchaseItem.class, "book", Book.class);
    private static final VarHandle ITEM_AMOUNT = field(PurchaseItem.class, "amount", int.class);
    private static final VarHandle ITEM_PRICE = field(PurchaseItem.class, "price", BigDecimal.class);

    private JdbcEntities() {
    }

    static Shop shop(long id, String name) {
        Shop shop = (Shop) instantiate(NEW_SHOP);
        SHOP_ID.set(shop, id);
        SHOP_NAME.set(shop, name);
        return shop;
    }

    static Employee employee(long id, String name, Shop shop) {
        Employee employee = (Employee) instantiate(NEW_EMPLOYEE);
        EMPLOYEE_ID.set(employee, id);
        EMPLOYEE_NAME.set(employee, name);
        EMPLOYEE_SHOP.set(employee, shop);
        return employee;
    }

    static Customer customer(long id, String firstName, String lastName) {
        Customer customer = (Customer) instantiate(NEW_CUSTOMER);
        CUSTOMER_ID.set(customer, id);
        CUSTOMER_FIRST_NAME.set(customer, firstName);
        CUSTOMER_LAST_NAME.set(customer, lastName);
        return customer;
    }

    static Author author(long id, String name) {
        Author author = (Author) instantiate(NEW_AUTHOR);
        AUTHOR_ID.set(author, id);
        AUTHOR_NAME.set(author, name);
        return author;
    }

    static Book book(long id, String title, Author author) {
        Book book = (Book) instantiate(NEW_BOOK);
        BOOK_ID.set(book, id);
        BOOK_TITLE.set(book, title);
        BOOK_AUTHOR.set(book, author);
        return book;
    }

    /** A book with its catalogue columns too (isbn and prices), as a query selecting every book column maps it. */
    static Book catalogueBook(long id, String title, String isbn, Author author, BigDecimal purchasePrice, BigDecimal retailPrice) {
        Book book = book(id, title, author);
        BOOK_ISBN.set(book, isbn);
        BOOK_PURCHASE_PRICE.set(book, purchasePrice);
        BOOK_RETAIL_PRICE.set(book, retailPrice);
        return book;
    }

    /** A purchase with an empty item list, ready for {@link #addItem}. */
    static Purchase purchase(long id, LocalDateTime timestamp, Shop shop, Employee employee, Customer customer) {
        Purchase purchase = (Purchase) instantiate(NEW_PURCHASE);
        PURCHASE_ID.set(purchase, id);
        PURCHASE_TIMESTAMP.set(purchase, timestamp);
        PURCHASE_SHOP.set(purchase, shop);
        PURCHASE_EMPLOYEE.set(purchase, employee);
        PURCHASE_CUSTOMER.set(purchase, customer);
        PURCHASE_ITEMS.set(purchase, new ArrayList<PurchaseItem>(3));
        return purchase;
    }

    @SuppressWarnings("unchecked")
    static void addItem(Purchase purchase, long id, Book book, int amount, BigDecimal price) {
        PurchaseItem item = (PurchaseItem) instantiate(NEW_ITEM);
        ITEM_ID.set(item, id);
        ITEM_PURCHASE.set(item, purchase);
        ITEM_BOOK.set(item, book);
        ITEM_AMOUNT.set(item, amount);
        ITEM_PRICE.set(item, price);
        ((List<PurchaseItem>) PURCHASE_ITEMS.get(purchase)).add(item);
    }

    private static Object instantiate(MethodHandle constructor) {
        try {
            return constructor.invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot instantiate through " + constructor, e);
        }
    }

    private static MethodHandle constructor(Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(type, LOOKUP).findConstructor(type, MethodType.methodType(void.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError("the model class " + type.getName() + " lost its no-arg constructor: " + e);
        }
    }

    private static VarHandle field(Class<?> type, String name, Class<?> fieldType) {
        try {
            return MethodHandles.privateLookupIn(type, LOOKUP).findVarHandle(type, name, fieldType);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError("the model class " + type.getName() + " lost its field " + name + ": " + e);
        }
    }
}
