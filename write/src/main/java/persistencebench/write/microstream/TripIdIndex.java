package persistencebench.write.microstream;

import java.util.ArrayList;
import java.util.List;
import one.microstream.reference.Lazy;

/**
 * The tuned graph's index by trip id: which chunk holds an id. Trip ids are dense from 1 (row numbers, then the ids
 * single operations insert above them), so the index is direct-addressed rather than searched: pages of
 * {@value #PAGE_IDS} consecutive ids, each an array of references to the chunk ({@link Lazy}, shared with the chunk's
 * {@link TripDay}) that holds the id, null for no trip. A lookup is two array reads and one lazy load of the chunk,
 * where it finds the id by binary search ({@link TripChunk#slotOf}). Chunks are grouped by pickup date, so one date's
 * ids are not contiguous, and an id range to chunk map would need as many entries as there are alternations between
 * dates in the file; the pages cost eight bytes per id whatever the file's order, and a change stores one page
 * ({@value #PAGE_IDS} references) again. The pages are loaded with the root: the index of 2.8 million trips is about
 * 700 pages, about 11 MB of heap with compressed references, while the trips stay in their lazily loaded chunks.
 */
public final class TripIdIndex {
    static final int PAGE_IDS = 4096;

    private final List<Lazy<TripChunk>[]> pages = new ArrayList<>();

    /** The chunk holding {@code id}, or null when no trip has it. */
    Lazy<TripChunk> chunkOf(long id) {
        if (id < 1) {
            return null;
        }
        long page = (id - 1) / PAGE_IDS;
        if (page >= pages.size() || pages.get((int) page) == null) {
            return null;
        }
        return pages.get((int) page)[(int) ((id - 1) % PAGE_IDS)];
    }

    /** Records that {@code chunk} holds every id of {@code ids}; each page (and the page list) that changed goes to {@code changes}. */
    void put(long[] ids, Lazy<TripChunk> chunk, GraphChanges changes) {
        Lazy<TripChunk>[] changed = null;
        for (long id : ids) {
            Lazy<TripChunk>[] page = page(id, changes);
            page[(int) ((id - 1) % PAGE_IDS)] = chunk;
            if (page != changed) {
                changes.add(page);
                changed = page;
            }
        }
    }

    /** Records that no chunk holds {@code id} any more. */
    void remove(long id, GraphChanges changes) {
        Lazy<TripChunk>[] page = page(id, changes);
        page[(int) ((id - 1) % PAGE_IDS)] = null;
        changes.add(page);
    }

    /** Ids the index holds, counted over every page. */
    long size() {
        long size = 0;
        for (Lazy<TripChunk>[] page : pages) {
            if (page != null) {
                for (Lazy<TripChunk> chunk : page) {
                    size += chunk == null ? 0 : 1;
                }
            }
        }
        return size;
    }

    /** The page of {@code id}, created (with the pages before it, empty) when missing. */
    private Lazy<TripChunk>[] page(long id, GraphChanges changes) {
        if (id < 1) {
            throw new IllegalArgumentException("trip ids start at 1, not " + id);
        }
        int index = Math.toIntExact((id - 1) / PAGE_IDS);
        while (pages.size() <= index) {
            pages.add(null);
            changes.add(pages);
        }
        if (pages.get(index) == null) {
            @SuppressWarnings("unchecked")
            Lazy<TripChunk>[] page = (Lazy<TripChunk>[]) new Lazy<?>[PAGE_IDS];
            pages.set(index, page);
            changes.add(pages);
        }
        return pages.get(index);
    }
}
