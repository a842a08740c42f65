package persistencebench.write.mongodb;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import org.bson.BsonDocument;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvWriter;

/**
 * One {@code insertOne} per trip, each a round trip acknowledged by the server ({@code w:1}): how the storage-backends
 * reference wrote its single saves. Like every key-value {@code paper} variant, the load ends in one durable commit:
 * each insert waits one put behind, and the last is written with the durability class's write concern
 * ({@link MongoDbWriteConcern}; under {@code disk} {@code j:true}, whose journal sync covers every earlier write), the
 * others unjournaled. The client is created when the writer opens and closed with it (timed, as every backend's
 * connection is).
 */
final class SingleInsertWriter implements KvWriter {
    private final MongoClient client;
    private final MongoCollection<BsonDocument> unjournaled;
    private final MongoCollection<BsonDocument> last;
    private BsonDocument pending;

    private SingleInsertWriter(MongoClient client, MongoCollection<BsonDocument> unjournaled, MongoCollection<BsonDocument> last) {
        this.client = client;
        this.unjournaled = unjournaled;
        this.last = last;
    }

    static SingleInsertWriter open(MongoDbServer server, Durability durability) {
        MongoClient client = server.connect();
        MongoCollection<BsonDocument> unjournaled = server.trips(client).withWriteConcern(MongoDbWriteConcern.of(Durability.OS));
        MongoCollection<BsonDocument> last = server.trips(client).withWriteConcern(MongoDbWriteConcern.of(durability));
        return new SingleInsertWriter(client, unjournaled, last);
    }

    @Override
    public void put(byte[] key, byte[] value) {
        if (pending != null) {
            unjournaled.insertOne(pending);
        }
        pending = TripDocuments.of(key, value);
    }

    @Override
    public void close() {
        try {
            if (pending != null) {
                last.insertOne(pending);
                pending = null;
            }
        } finally {
            client.close();
        }
    }
}
