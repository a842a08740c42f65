package persistencebench.write.microstream;

import java.util.List;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.write.LoaderFactory;
import persistencebench.write.TripShape;
import persistencebench.write.WriteBackend;

/**
 * The object-graph store as a write backend: the study's entity and day-of-month root ({@code paper}), the
 * date-keyed streamed shape with each trip one record ({@code tuned}), and the same shape with trips stored by
 * reflection ({@code streamed}), which shows what the type handler adds. Its facts are in {@code MicroStreamIdentity}.
 */
public final class MicroStreamBackend implements WriteBackend {

    @Override
    public BackendDescriptor descriptor() {
        return MicroStreamIdentity.DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                // The study's shape holds the month on the heap, and the storage registers every stored object (about a dozen
                // per trip: the trip, its id and text ids, two date-times with their dates and times). Measured at 2,821,515
                // rows: about 5 GB live while storing, 6.4 GB while the untimed proof reloads the month.
                new Variant<>("paper", VariantKind.PAPER, "the study's entity (text ids, byte counts, float amounts, a UUID key) in its"
                        + " Map<Integer, Lazy<List<...>>> of days 1-31: the whole month read into memory, then each day's list stored"
                        + " and its Lazy cleared", List.of("-Xmx12g", "-XX:MaxDirectMemorySize=2g"),
                        LoaderFactory.of(TripShape.TRIP_DETAILS, MicroStreamPaperTripLoader::new)),
                new Variant<>("tuned", VariantKind.TUNED, "trips keyed by pickup date and streamed: lazily loaded chunks of 10,000"
                        + " committed every 50,000 trips and then released, each trip one fixed-length record through a custom type"
                        + " handler, so the month never sits in memory and the storage registers one object per trip",
                        List.of("-Xmx1g", "-XX:MaxDirectMemorySize=1g"),
                        LoaderFactory.of(TripShape.TRIP, context -> new MicroStreamTunedTripLoader(context, true))),
                // The storage keeps an index entry (~100 bytes) per stored object on the heap: trips stored by reflection
                // are eight objects each, so a month's index alone outgrows 1 GB.
                new Variant<>("streamed", VariantKind.STEP, "the tuned streaming shape without the type handler: each trip stored"
                        + " by reflection as eight objects, showing what the handler adds", List.of("-Xmx6g", "-XX:MaxDirectMemorySize=2g"),
                        LoaderFactory.of(TripShape.TRIP, context -> new MicroStreamTunedTripLoader(context, false))));
    }
}
