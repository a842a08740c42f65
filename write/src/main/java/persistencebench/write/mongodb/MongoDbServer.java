package persistencebench.write.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoTimeoutException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.connection.ServerDescription;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import persistencebench.harness.db.DriverTimeouts;

/**
 * The collection every mongodb cell stores its trips in, on the server of {@code -Dmongo.uri}: {@value #COLLECTION} in
 * the database {@value #DATABASE}. Clients give up finding the server after {@value #SERVER_SELECTION_SECONDS} s
 * (the driver's default is 30 s) unless the connection string says otherwise, so a wrong URI fails a cell quickly.
 */
final class MongoDbServer {
    static final String DATABASE = "persistencebench";
    static final String COLLECTION = "trips";
    static final long SERVER_SELECTION_SECONDS = 5;
    /** Why the MongoDB cells have no single operations: none were built, since no server here could test them. */
    static final String SINGLE_OPS_NOT_SERVED = "no single-operation path for MongoDB in this benchmark: no MongoDB server was available"
            + " to build and test one against";

    private final ConnectionString uri;

    MongoDbServer(String uri) {
        this.uri = new ConnectionString(uri);
    }

    /**
     * A new client; the connection string's own options win over this class's server-selection timeout and the
     * harness's {@link DriverTimeouts} (the driver's default read timeout is none: a server that stops answering would
     * hold the fork until its time limit).
     */
    MongoClient connect() {
        return MongoClients.create(MongoClientSettings.builder()
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(SERVER_SELECTION_SECONDS, TimeUnit.SECONDS))
                .applyToSocketSettings(socket -> socket.connectTimeout((int) DriverTimeouts.CONNECT.toMillis(), TimeUnit.MILLISECONDS)
                        .readTimeout((int) DriverTimeouts.SOCKET.toMillis(), TimeUnit.MILLISECONDS))
                .applyConnectionString(uri)
                .build());
    }

    MongoCollection<BsonDocument> trips(MongoClient client) {
        return client.getDatabase(DATABASE).getCollection(COLLECTION, BsonDocument.class);
    }

    /**
     * Untimed: drops the database and creates the empty collection, so every sample starts as a SQL loader does, on an
     * existing empty table. The first contact of every sample with the server, so an unreachable one is reported here.
     */
    void clear() {
        try (MongoClient client = connect()) {
            MongoDatabase database = client.getDatabase(DATABASE);
            try {
                database.drop();
            } catch (MongoTimeoutException e) {
                throw unreachable(client);
            }
            database.createCollection(COLLECTION);
        }
    }

    /** "no MongoDB server answered at 127.0.0.1:1 within 5000 ms: Connection refused", without the URI's credentials. */
    private IllegalStateException unreachable(MongoClient client) {
        List<String> causes = client.getClusterDescription().getServerDescriptions().stream().map(ServerDescription::getException)
                .filter(Objects::nonNull).map(MongoDbServer::rootMessage).distinct().toList();
        long timeoutMillis = uri.getServerSelectionTimeout() != null ? uri.getServerSelectionTimeout() : SERVER_SELECTION_SECONDS * 1000;
        return new IllegalStateException("no MongoDB server answered at " + String.join(",", uri.getHosts()) + " within "
                + timeoutMillis + " ms" + (causes.isEmpty() ? "" : ": " + String.join("; ", causes)));
    }

    private static String rootMessage(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
