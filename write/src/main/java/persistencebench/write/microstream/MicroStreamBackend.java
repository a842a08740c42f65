package persistencebench.write.microstream;

import java.util.List;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.write.objectgraph.StorageChannelSetting;
import persistencebench.write.plugin.CellConfiguration;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * The object-graph store as a write backend: the study's entity and day-of-month root on the storage's defaults
 * ({@code paper}), the date-keyed streamed shape with trip ids and an id index, each trip one record, on a storage set
 * up for the bulk load ({@code tuned}, see {@link MicroStreamTripStorages}), and the same shape, index included, on the
 * defaults with trips stored by reflection ({@code streamed}), which shows what the handler and the configuration add.
 * Its facts are in {@code MicroStreamWriteIdentity}.
 */
public final class MicroStreamBackend implements WriteBackend {

    @Override
    public BackendDescriptor descriptor() {
        return MicroStreamWriteIdentity.DESCRIPTOR;
    }

    @Override
    public List<Setting<?>> settings() {
        return List.of(StorageChannelSetting.CHANNELS);
    }

    /** One configuration per storage channel count. */
    @Override
    public List<CellConfiguration> configurations(Settings settings) {
        return StorageChannelSetting.configurations(settings);
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                // The study's shape holds the month on the heap, and the storage registers every stored object (about a
                // dozen per trip: the trip, its id and text ids, two date-times with their dates and times). Measured
                // at 2,821,515 rows: about 5 GB live while storing, 6.4 GB while the untimed proof reloads the month;
                // 12 GB is about twice that. No direct-memory limit: the default (the heap limit) holds the largest
                // store, one day's list.
                new Variant<>("paper", VariantKind.PAPER, "the study's entity (text ids, byte counts, float amounts, a UUID key) in its"
                        + " Map<Integer, Lazy<List<...>>> of days 1-31: the whole month read into memory, then each day's list stored"
                        + " and its Lazy cleared, on the storage's default configuration", List.of("-Xmx12g"),
                        LoaderFactory.of(TripShape.TRIP_DETAILS, MicroStreamPaperTripLoader::new)),
                // Live at 2,821,515 rows: about 0.7 GB (the storage's index of one entity per trip, a commit in
                // flight), plus the id index's pages (a reference per trip).
                new Variant<>("tuned", VariantKind.TUNED, "trips keyed by pickup date and streamed: lazily loaded chunks of 10,000"
                        + " trips with their ids, committed every 50,000 trips and then released, and an index from trip id to chunk"
                        + " (pages of 4,096 ids), each trip one fixed-length record through a custom type handler, so the month never"
                        + " sits in memory and the storage registers one object per trip; the storage set"
                        + " up for a bulk load: 1 GiB data files instead of 8 MiB (housekeeping dissolves every file above the"
                        + " maximum, so small files get rewritten during the load), housekeeping every 10 s instead of every second"
                        + " (a load makes no garbage to collect), cached entity data dropped after a minute instead of a day",
                        List.of("-Xmx2g"), LoaderFactory.of(TripShape.TRIP, context -> new MicroStreamTunedTripLoader(context, true))),
                // The storage keeps an index entry (~100 bytes) per stored object on the heap: trips stored by
                // reflection are eight objects each; live at 2,821,515 rows about 3.9 GB.
                new Variant<>("streamed", VariantKind.STEP, "the tuned streaming shape, id index included, on the storage's default"
                        + " configuration and without the type handler: each trip stored by reflection as eight objects, showing what"
                        + " the handler and the bulk-load configuration add", List.of("-Xmx8g"),
                        LoaderFactory.of(TripShape.TRIP, context -> new MicroStreamTunedTripLoader(context, false))));
    }
}
