package persistencebench.write.mongodb;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.CellConfiguration;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code mongodb}: the trips as documents keyed by id on the MongoDB server of {@code -Dmongo.uri}. */
public final class MongoDbBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("mongodb", "MongoDB", "#4daf4a", 74,
            "com.mongodb.client.MongoClients", Set.of());

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Setting<?>> settings() {
        return List.of(MongoDbUri.URI);
    }

    @Override
    public List<CellConfiguration> configurations(Settings settings) {
        return MongoDbUri.configurations(settings);
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the storage-backends reference wrote single saves: one insertOne per trip, a round trip each,"
                        + " acknowledged by the server (w:1) from memory (j:false) except the last, which under durability disk waits"
                        + " for the journal sync (j:true) that makes every earlier write durable too: one final commit, as every"
                        + " key-value paper variant ends; " + TripDocuments.DESCRIPTION, List.of(),
                        context -> new MongoDbEngine(new MongoDbServer(context.setting(MongoDbUri.URI)), MongoDbWriting.INSERT_ONE_PER_TRIP)),
                KvVariants.tuned("what MongoDB's bulk-write docs and its import tool do for a bulk load: insertMany in unordered"
                        + String.format(Locale.ROOT, " batches of %,d documents", BulkInsertWriter.BATCH) + " (mongoimport's default batch"
                        + " size), each acknowledged by the server (w:1), under durability disk once its journal write is synced"
                        + " (j:true), under os at once (j:false); " + TripDocuments.DESCRIPTION, List.of(),
                        context -> new MongoDbEngine(new MongoDbServer(context.setting(MongoDbUri.URI)), MongoDbWriting.INSERT_MANY_UNORDERED)));
    }
}
