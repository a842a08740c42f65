package persistencebench.write.mongodb;

import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import persistencebench.write.kv.TripKeys;
import persistencebench.write.kv.TripValueCodec;

/**
 * A trip as a document: {@code {_id: <trip id as a 64-bit integer>, v: <the 124-byte value as BinData>}}, 150 bytes of
 * BSON. The id is the {@code _id}, so MongoDB's mandatory unique index on {@code _id} is the only index and serves
 * every read.
 */
final class TripDocuments {
    static final String ID = "_id";
    static final String VALUE = "v";
    /** For the variant descriptions. */
    static final String DESCRIPTION = "documents {_id: trip id as a long, v: the " + TripValueCodec.LENGTH + "-byte value as BinData}"
            + " in a collection created empty (its database dropped, untimed) before every sample";

    private TripDocuments() {
    }

    static BsonDocument of(byte[] key, byte[] value) {
        return new BsonDocument(ID, new BsonInt64(TripKeys.id(key))).append(VALUE, new BsonBinary(value));
    }

    static byte[] key(BsonDocument document) {
        return TripKeys.key(document.getInt64(ID).longValue());
    }

    static byte[] value(BsonDocument document) {
        return document.getBinary(VALUE).getData();
    }
}
