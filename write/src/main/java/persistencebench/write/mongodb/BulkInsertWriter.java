package persistencebench.write.mongodb;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.InsertManyOptions;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonDocument;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvWriter;

/**
 * The trips in {@code insertMany} batches of {@value #BATCH} documents, unordered ({@code ordered: false}: the server
 * may apply a batch's inserts in any order and does not stop at the first error), each batch acknowledged with the
 * durability class's write concern ({@link MongoDbWriteConcern}); the last partial batch is sent when the writer
 * closes. This is what MongoDB's bulk-write documentation recommends for many independent inserts and what its import
 * tool mongoimport does by default (unordered batches of 1,000 documents, its hidden {@code --batchSize}); at about 150
 * bytes a document a batch is one 150 KB message, far below the 48 MB message and 100,000-write limits the driver
 * would otherwise split at.
 */
final class BulkInsertWriter implements KvWriter {
    static final int BATCH = 1_000;
    private static final InsertManyOptions UNORDERED = new InsertManyOptions().ordered(false);

    private final MongoClient client;
    private final MongoCollection<BsonDocument> trips;
    private List<BsonDocument> batch = new ArrayList<>(BATCH);

    private BulkInsertWriter(MongoClient client, MongoCollection<BsonDocument> trips) {
        this.client = client;
        this.trips = trips;
    }

    static BulkInsertWriter open(MongoDbServer server, Durability durability) {
        MongoClient client = server.connect();
        return new BulkInsertWriter(client, server.trips(client).withWriteConcern(MongoDbWriteConcern.of(durability)));
    }

    @Override
    public void put(byte[] key, byte[] value) {
        batch.add(TripDocuments.of(key, value));
        if (batch.size() == BATCH) {
            send();
        }
    }

    @Override
    public void close() {
        try {
            if (!batch.isEmpty()) {
                send();
            }
        } finally {
            client.close();
        }
    }

    private void send() {
        trips.insertMany(batch, UNORDERED);
        batch = new ArrayList<>(BATCH);
    }
}
