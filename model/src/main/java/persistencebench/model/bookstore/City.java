package persistencebench.model.bookstore;

import java.util.Objects;

/** A city of a {@link State}; shops and customers are grouped by city. */
public class City {
    private long id;
    private String name;
    private State state;

    /** For persistence frameworks only. */
    protected City() {
    }

    public City(long id, String name, State state) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.state = Objects.requireNonNull(state, "state");
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public State getState() {
        return state;
    }

    /** Shortcut for {@code getState().getCountry()}. */
    public Country getCountry() {
        return state.getCountry();
    }

    @Override
    public String toString() {
        return "City[" + id + ", " + name + "]";
    }
}
