package persistencebench.generator.bookstore;

import java.util.Random;
import persistencebench.model.bookstore.BookstoreSize;

/** Draws counts the way {@link BookstoreSize} defines them: uniform between {@code ceil(minRatio × bound)} and the bound. */
final class BoundedDraw {
    private final BookstoreSize size;
    private final Random random;

    BoundedDraw(BookstoreSize size, Random random) {
        this.size = size;
        this.random = random;
    }

    int count(int bound) {
        int min = size.minimumOf(bound);
        return min + random.nextInt(bound - min + 1);
    }
}
