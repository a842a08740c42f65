package persistencebench.generator.bookstore;

import java.nio.file.Path;
import persistencebench.harness.files.Directories;
import persistencebench.model.bookstore.ReferenceData;

/**
 * The file handling every object-graph storage writer shares: the storage is written into {@code <target>.tmp},
 * compacted, shut down and renamed to {@code target} only in {@link #finish}; closing an unfinished writer shuts the
 * storage down and deletes the temporary directory. Subclasses start their storage, store the data and compact it.
 */
public abstract class StorageWriter implements BookstoreSink {
    private final Path target;
    private final Path temporary;
    private boolean finished;

    protected StorageWriter(Path target) {
        this.target = target;
        this.temporary = DatasetFiles.temporaryFor(target);
    }

    @Override
    public final void begin(ReferenceData referenceData) {
        Directories.delete(temporary);
        start(temporary, referenceData);
    }

    /** Starts a new storage in {@code directory} and stores the reference data as (part of) its root. */
    protected abstract void start(Path directory, ReferenceData referenceData);

    /**
     * Leaves only live data in the storage's files (superseded records collected, sparse files rewritten), so that
     * reading the published storage gives its housekeeping nothing to write.
     */
    protected abstract void compact();

    /** Shuts the storage down if it is running. */
    protected abstract void shutdown();

    @Override
    public final void finish(BookstoreSummary summary) {
        compact();
        shutdown();
        DatasetFiles.publish(temporary, target);
        finished = true;
    }

    @Override
    public final void close() {
        shutdown();
        if (!finished) {
            Directories.delete(temporary);
        }
    }
}
