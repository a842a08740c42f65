package persistencebench.model.bookstore;

import java.util.Objects;

/** A state (or region) of a {@link Country}. */
public class State {
    private long id;
    private String name;
    private Country country;

    /** For persistence frameworks only. */
    protected State() {
    }

    public State(long id, String name, Country country) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.country = Objects.requireNonNull(country, "country");
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public Country getCountry() {
        return country;
    }

    @Override
    public String toString() {
        return "State[" + id + ", " + name + "]";
    }
}
