package persistencebench.write.mongodb;

import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** The trips collection on a MongoDB server, written as the variant's {@link MongoDbWriting} says, read alike whatever wrote it. */
final class MongoDbEngine implements KvEngine {
    private final MongoDbServer server;
    private final MongoDbWriting writing;

    MongoDbEngine(MongoDbServer server, MongoDbWriting writing) {
        this.server = server;
        this.writing = writing;
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        return writing.openWriter(server, spec.durability());
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        return new MongoDbReader(server);
    }

    @Override
    public void clear(KvStoreSpec spec) {
        server.clear();
    }

    @Override
    public String singleOpsNotServed() {
        return MongoDbServer.SINGLE_OPS_NOT_SERVED;
    }

    @Override
    public String implementation() {
        return KvEngine.implementation(this, writing);
    }
}
