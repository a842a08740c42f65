package persistencebench.write.mongodb;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import org.bson.BsonDocument;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * One {@code insertOne} per trip, each a round trip acknowledged with the durability class's write concern
 * ({@link MongoDbWriteConcern}): how the storage-backends reference wrote its single saves. The client is created
 * when the writer opens and closed with it (timed, as every backend's connection is).
 */
final class SingleInsertEngine implements KvEngine {
    private final MongoDbServer server;

    SingleInsertEngine(MongoDbServer server) {
        this.server = server;
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        MongoClient client = server.connect();
        MongoCollection<BsonDocument> trips = server.trips(client).withWriteConcern(MongoDbWriteConcern.of(spec.durability()));
        return new KvWriter() {
            @Override
            public void put(byte[] key, byte[] value) {
                trips.insertOne(TripDocuments.of(key, value));
            }

            @Override
            public void close() {
                client.close();
            }
        };
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        return new MongoDbReader(server);
    }

    @Override
    public void clear(KvStoreSpec spec) {
        server.clear();
    }
}
