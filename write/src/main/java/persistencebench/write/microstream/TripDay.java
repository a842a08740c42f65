package persistencebench.write.microstream;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import one.microstream.reference.Lazy;
import persistencebench.model.taxi.Trip;

/** The trips picked up on one date, in lazily loaded chunks (the tuned object-graph shape). */
public final class TripDay {
    private final LocalDate date;
    private final List<Lazy<List<Trip>>> chunks = new ArrayList<>();

    TripDay(LocalDate date) {
        this.date = date;
    }

    public LocalDate date() {
        return date;
    }

    public List<Lazy<List<Trip>>> chunks() {
        return Collections.unmodifiableList(chunks);
    }

    void add(Lazy<List<Trip>> chunk) {
        chunks.add(chunk);
    }

    /** The persisted list itself: it changes when a chunk is added and is then stored again. */
    List<Lazy<List<Trip>>> chunkList() {
        return chunks;
    }
}
