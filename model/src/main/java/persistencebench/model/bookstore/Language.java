package persistencebench.model.bookstore;

import java.util.Objects;

/** The language a book is written in (one per country in the generated data). */
public class Language {
    private long id;
    private String name;
    private String code;

    /** For persistence frameworks only. */
    protected Language() {
    }

    /**
     * @param name English display name, e.g. {@code German}
     * @param code ISO 639 code, e.g. {@code de}
     */
    public Language(long id, String name, String code) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.code = Objects.requireNonNull(code, "code");
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getCode() {
        return code;
    }

    @Override
    public String toString() {
        return "Language[" + id + ", " + name + "]";
    }
}
