package persistencebench.write.microstream;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import one.microstream.reference.Lazy;

/** The trips picked up on one date, in lazily loaded chunks (the tuned object-graph shape). */
public final class TripDay {
    private final LocalDate date;
    private final List<Lazy<TripChunk>> chunks = new ArrayList<>();

    TripDay(LocalDate date) {
        this.date = date;
    }

    public LocalDate date() {
        return date;
    }

    public List<Lazy<TripChunk>> chunks() {
        return Collections.unmodifiableList(chunks);
    }

    /** The chunk added last, or null for a day without chunks. */
    Lazy<TripChunk> lastChunk() {
        return chunks.isEmpty() ? null : chunks.get(chunks.size() - 1);
    }

    /** Adds a chunk: the persisted list changes and must be stored again. */
    void add(Lazy<TripChunk> chunk, GraphChanges changes) {
        chunks.add(chunk);
        changes.add(chunks);
    }
}
