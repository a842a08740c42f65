package persistencebench.write.mongodb;

import static com.mongodb.client.model.Filters.eq;
import static com.mongodb.client.model.Filters.gte;
import static com.mongodb.client.model.Sorts.ascending;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import org.bson.BsonDocument;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.TripKeys;

/**
 * The stored trips read through a client of its own: a point read is a find by {@code _id}, a scan a range query on
 * {@code _id} sorted ascending with a limit (both served by the {@code _id} index), and the whole collection a plain
 * find. A scan asks for all its documents in its first batch, one round trip, instead of the driver's default first
 * batch of 101 documents and a getMore.
 */
final class MongoDbReader implements KvReader {
    private final MongoClient client;
    private final MongoCollection<BsonDocument> trips;

    MongoDbReader(MongoDbServer server) {
        this.client = server.connect();
        this.trips = server.trips(client);
    }

    @Override
    public byte[] get(byte[] key) {
        BsonDocument document = trips.find(eq(TripDocuments.ID, TripKeys.id(key))).first();
        return document == null ? null : TripDocuments.value(document);
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        try (MongoCursor<BsonDocument> cursor = trips.find(gte(TripDocuments.ID, TripKeys.id(firstKey))).sort(ascending(TripDocuments.ID))
                .limit(count).batchSize(count).iterator()) {
            while (cursor.hasNext()) {
                BsonDocument document = cursor.next();
                sink.accept(TripDocuments.key(document), TripDocuments.value(document));
            }
        }
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        try (MongoCursor<BsonDocument> cursor = trips.find().iterator()) {
            while (cursor.hasNext()) {
                BsonDocument document = cursor.next();
                sink.accept(TripDocuments.key(document), TripDocuments.value(document));
            }
        }
    }

    @Override
    public void close() {
        client.close();
    }
}
