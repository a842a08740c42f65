package persistencebench.write.microstream;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import one.microstream.persistence.types.Storer;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;

/**
 * The persisted objects a change to the tuned graph touched, stored together in one commit. MicroStream's default
 * storer writes the objects it is handed and whatever new objects they reference, never an already stored object
 * that changed: every change names what it changed (a collection, an array, a chunk), and one {@link Storer} commits
 * them all atomically.
 */
final class GraphChanges {
    private final Set<Object> changed = Collections.newSetFromMap(new IdentityHashMap<>());

    void add(Object persisted) {
        changed.add(persisted);
    }

    /**
     * Stores every changed object in one commit, then starts afresh; nothing when nothing changed.
     *
     * @return whether it committed anything
     */
    boolean commit(EmbeddedStorageManager storage) {
        if (changed.isEmpty()) {
            return false;
        }
        Storer storer = storage.createStorer();
        changed.forEach(storer::store);
        storer.commit();
        changed.clear();
        return true;
    }
}
