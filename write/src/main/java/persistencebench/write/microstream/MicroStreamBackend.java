package persistencebench.write.microstream;

import java.util.List;
import persistencebench.write.LoaderVariant;
import persistencebench.write.WriteBackend;

/**
 * MicroStream 08.01, the object-graph store of the white paper: its day-of-month shape ({@code paper}), the
 * date-keyed streamed shape with trips stored as one record each ({@code tuned}), and the same shape with
 * trips stored by reflection ({@code streamed}), which shows what the type handler adds.
 */
public final class MicroStreamBackend {

    public static final WriteBackend BACKEND = new WriteBackend("microstream", false, true, List.of(
            // The paper holds the month on the heap, and MicroStream registers every stored object.
            new LoaderVariant("paper", List.of("-Xmx8g", "-XX:MaxDirectMemorySize=2g"),
                    context -> new MicroStreamPaperTripLoader(context.storageDirectory(), context.channels())),
            new LoaderVariant("tuned", List.of("-Xmx1g", "-XX:MaxDirectMemorySize=1g"),
                    context -> new MicroStreamTunedTripLoader(context.storageDirectory(), context.channels(), true)),
            // The storage keeps an index entry (~100 bytes) per stored object on the heap: trips stored by reflection
            // are eight objects each, so a month's index alone outgrows 1 GB.
            new LoaderVariant("streamed", List.of("-Xmx6g", "-XX:MaxDirectMemorySize=2g"),
                    context -> new MicroStreamTunedTripLoader(context.storageDirectory(), context.channels(), false))));

    private MicroStreamBackend() {
    }
}
