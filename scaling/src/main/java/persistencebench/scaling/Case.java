package persistencebench.scaling;

import java.util.Locale;

/** The parts of the scaling study ({@code docs/method.md}, "The scaling study"). */
enum Case {
    /** Every read contestant at each bookstore size, at the read part's heap. */
    READ,
    /** The tuned write cells of every engine at each trip count. */
    WRITE,
    /** The object graphs at each bookstore size of the wall in each fixed heap. */
    WALL;

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
