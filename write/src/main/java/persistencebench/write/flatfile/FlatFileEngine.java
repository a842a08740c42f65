package persistencebench.write.flatfile;

import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * Trips as human-readable objects in flat files of one format, laid out one way. Jackson has no sync of its own:
 * every writer flushes and closes all its streams when it closes, and the loader forces the files under
 * {@code -Ddurability=disk}.
 */
public final class FlatFileEngine implements KvEngine {
    private final FlatFileFormat format;
    private final FlatFileLayout layout;

    public FlatFileEngine(FlatFileFormat format, FlatFileLayout layout) {
        this.format = format;
        this.layout = layout;
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        return layout.openWriter(format, spec.directory());
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) throws Exception {
        return new FlatFileReader(format, spec.directory());
    }

    /** Streams the files: the proof would otherwise hold every trip in the reader's map (about 0.5 GB for the month). */
    @Override
    public void forEachStored(KvStoreSpec spec, KvEntrySink sink) throws Exception {
        FlatFileReader.stream(format, spec.directory(), sink);
    }

    /** Jackson writes the trips put, in the order put, and nothing else: no timestamp, no page layout. */
    @Override
    public boolean reproducibleFiles() {
        return true;
    }

    /** Changing one trip in a JSON or YAML flat file means rewriting the file it is in. */
    @Override
    public String singleOpsNotServed() {
        return "a flat file is rewritten whole to change one trip in it: the store has no write of one trip by id";
    }
}
