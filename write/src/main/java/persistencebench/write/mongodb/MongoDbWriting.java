package persistencebench.write.mongodb;

import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvWriter;

/** How a variant writes its sample into the trips collection; every variant's collection is read and cleared alike. */
enum MongoDbWriting {
    /** One {@code insertOne} per trip, the last one durable (see {@link SingleInsertWriter}). */
    INSERT_ONE_PER_TRIP {
        @Override
        KvWriter openWriter(MongoDbServer server, Durability durability) {
            return SingleInsertWriter.open(server, durability);
        }
    },
    /** Unordered {@code insertMany} batches, each durable (see {@link BulkInsertWriter}). */
    INSERT_MANY_UNORDERED {
        @Override
        KvWriter openWriter(MongoDbServer server, Durability durability) {
            return BulkInsertWriter.open(server, durability);
        }
    };

    /** A writer with a client of its own on {@code server}, acknowledged as {@code durability} requires. */
    abstract KvWriter openWriter(MongoDbServer server, Durability durability);
}
