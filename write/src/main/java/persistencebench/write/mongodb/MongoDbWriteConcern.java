package persistencebench.write.mongodb;

import com.mongodb.WriteConcern;
import persistencebench.harness.durability.Durability;

/**
 * The write concern of every write per durability class. MongoDB makes a write durable through its journal:
 * {@code j:true} acknowledges a write only once the journal holding it is synced to disk (WiredTiger syncs it at once
 * for such a write, sweeping up every earlier write); {@code j:false} acknowledges it from memory. Under {@code os} the
 * server still syncs its journal on its own schedule (every 100 ms by default, {@code storage.journal.commitIntervalMs})
 * and checkpoints every 60 s: a server setting no client can turn off. {@code w:1}: the server the client writes to
 * acknowledges, without waiting for replicas.
 */
final class MongoDbWriteConcern {
    private MongoDbWriteConcern() {
    }

    static WriteConcern of(Durability durability) {
        return WriteConcern.W1.withJournal(durability == Durability.DISK);
    }
}
