package persistencebench.write.flatfile;

import java.util.List;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/**
 * A flat-file backend: the same two variants in every format, described in the format's own words. {@code paper}
 * stores as the flat-file references did, the whole collection in one file at Jackson's defaults; {@code tuned}
 * streams a file per pickup date with Jackson's fast doubles.
 */
public abstract class FlatFileBackend implements WriteBackend {
    private final BackendDescriptor descriptor;
    private final FlatFileFormat defaults;
    private final FlatFileFormat fastDoubles;
    private final Words words;

    /**
     * How the variant descriptions name the format's parts.
     *
     * @param collection  what a file holds the trips in, with its article, e.g. {@code an array}
     * @param element     what one trip is, e.g. {@code object}
     * @param generator   what writes the one file, e.g. {@code Jackson's streaming generator}
     * @param fastDoubles what {@code tuned}'s format enables and why, e.g. {@code Jackson's fast double parser (...)}
     */
    public record Words(String collection, String element, String generator, String fastDoubles) {
    }

    /**
     * @param defaults    {@code paper}'s format, at Jackson's defaults
     * @param fastDoubles {@code tuned}'s format, with Jackson's fast doubles
     */
    protected FlatFileBackend(BackendDescriptor descriptor, FlatFileFormat defaults, FlatFileFormat fastDoubles, Words words) {
        this.descriptor = descriptor;
        this.defaults = defaults;
        this.fastDoubles = fastDoubles;
        this.words = words;
    }

    @Override
    public final BackendDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public final List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the flat-file references stored their data: the whole collection serialised at once when the"
                        + " writer closes, into one file (" + OneFileWriter.BASE_NAME + "." + defaults.extension() + ", "
                        + words.collection() + " of one " + words.element() + " per trip: its id and the 18 TLC columns, in the order"
                        + " the keys arrived), by " + words.generator() + " at its defaults through an 8 KiB buffered stream; Jackson"
                        + " never syncs: the stream is flushed and closed, then forced by the loader under durability disk and left to"
                        + " the OS under os", List.of(),
                        context -> new FlatFileEngine(defaults, FlatFileLayout.ONE_FILE)),
                KvVariants.tuned("streamed as Jackson's streaming API is meant to be used: one file per pickup date (2021-07-05."
                        + fastDoubles.extension() + ", ...), each " + words.collection() + " of that day's trips written as their ids"
                        + " arrive through a generator kept open until the writer closes (out-of-month pickups arrive anywhere), 64 KiB"
                        + " buffered streams, and " + words.fastDoubles() + "; every stream flushed and closed, then forced by the"
                        + " loader under durability disk and left to the OS under os", List.of(),
                        context -> new FlatFileEngine(fastDoubles, FlatFileLayout.FILE_PER_DAY)));
    }
}
