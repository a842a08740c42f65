package persistencebench.model.bookstore;

import java.util.Objects;

/** A literary genre; genres are shared by the books of all countries. */
public class Genre {
    private long id;
    private String name;

    /** For persistence frameworks only. */
    protected Genre() {
    }

    public Genre(long id, String name) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    @Override
    public String toString() {
        return "Genre[" + id + ", " + name + "]";
    }
}
