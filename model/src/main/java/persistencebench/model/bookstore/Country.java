package persistencebench.model.bookstore;

import java.util.Objects;

/** A country the bookstore chain operates in; the root of every address chain (address → city → state → country). */
public class Country {
    private long id;
    private String name;
    private String code;

    /** For persistence frameworks only. */
    protected Country() {
    }

    /**
     * @param id   generator-assigned id, 1..n
     * @param name English display name, e.g. {@code Germany}
     * @param code ISO 3166 alpha-2 code, e.g. {@code DE}
     */
    public Country(long id, String name, String code) {
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
        return "Country[" + id + ", " + name + "]";
    }
}
