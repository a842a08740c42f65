package persistencebench.write.inmemory;

import java.util.function.LongFunction;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * The in-memory floor: nothing is persisted; the values the last writer filled, held as the variant's
 * {@link InMemoryValues} say, are what readers and single operations see, within this JVM.
 */
final class InMemoryEngine implements KvEngine {
    private final LongFunction<InMemoryValues> sizedFor;
    /** What is stored before the first sample's writer closes, and while a sample loads. */
    private final InMemoryValues nothing;
    private InMemoryValues stored;

    /** @param sizedFor empty values for a sample of the given number of trips */
    InMemoryEngine(LongFunction<InMemoryValues> sizedFor) {
        this.sizedFor = sizedFor;
        this.nothing = sizedFor.apply(0);
        this.stored = nothing;
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        InMemoryValues filling = sizedFor.apply(spec.entries());
        // The last sample's values become garbage here, not held beside this sample's.
        stored = nothing;
        return new KvWriter() {
            @Override
            public void put(byte[] key, byte[] value) {
                filling.load(key, value);
            }

            @Override
            public void close() {
                stored = filling;
            }
        };
    }

    /** The values the last writer filled; nothing to close. */
    @Override
    public KvReader openReader(KvStoreSpec spec) {
        return stored;
    }

    /** The values the last writer filled, changed in place: nothing to make durable. */
    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        return stored;
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }

    @Override
    public boolean persists() {
        return false;
    }

    @Override
    public String implementation() {
        return getClass().getName() + " with " + nothing.getClass().getSimpleName();
    }
}
