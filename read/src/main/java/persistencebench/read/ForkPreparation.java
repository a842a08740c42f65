package persistencebench.read;

import java.util.function.BooleanSupplier;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.read.plugin.DatasetTarget;

/**
 * What the orchestrator does, untimed, before each forked JVM measures: runs the contestant's database server on the
 * contestant's variant's server profile (database backends only), checkpoints every running server so no other cell's
 * dirty pages are written during this one, and before a cold sample also restarts it (where it can be restarted) and
 * empties the OS page cache, for every backend, so the sample reads its storage files or database from disk. Nothing
 * touches the server between the restart and the fork. Then names where the fork finds the contestant's store: a target
 * made after any restart, whose server process (and CPU clock) is the running one.
 */
final class ForkPreparation {
    private final DatabaseServers servers;
    private final BookstoreDataset dataset;
    private final BooleanSupplier pageCacheDrop;

    /** @param pageCacheDrop empties the OS page cache; false when that is not permitted here */
    ForkPreparation(DatabaseServers servers, BookstoreDataset dataset, BooleanSupplier pageCacheDrop) {
        this.servers = servers;
        this.dataset = dataset;
        this.pageCacheDrop = pageCacheDrop;
    }

    /**
     * How a fork starts.
     *
     * @param target        where the fork finds the contestant's store
     * @param serverProfile the profile the server runs with, null for a backend without a server
     * @param restarted     whether the server was restarted for it (cold samples)
     * @param cacheDropped  whether the OS page cache was emptied (cold samples)
     */
    record ForkStart(DatasetTarget target, String serverProfile, boolean restarted, boolean cacheDropped) {
    }

    /** Before a hot fork: the contestant's profile, then a checkpoint. */
    ForkStart beforeHotFork(Contestant contestant) {
        String profile = useProfile(contestant);
        quiesce();
        return new ForkStart(contestant.target(dataset, servers), profile, false, false);
    }

    /** Before a cold sample: a checkpoint, the contestant's profile, a restart, an empty page cache. */
    ForkStart beforeColdSample(Contestant contestant) {
        quiesce();
        boolean restarted = false;
        String profile = null;
        if (contestant.usesDatabase()) {
            DatabaseServer server = contestant.server(servers);
            // useProfile restarts the server by itself when the profile changes; restart it only if it did not
            boolean switching = !server.profile().equals(contestant.variant().serverProfile());
            profile = useProfile(contestant);
            restarted = server.restartable();
            if (restarted && !switching) {
                server.restart();
            }
        }
        boolean dropped = pageCacheDrop.getAsBoolean();
        return new ForkStart(contestant.target(dataset, servers), profile, restarted, dropped);
    }

    /** Every running server checkpointed, so none writes a previous cell's dirty pages during this one. */
    private void quiesce() {
        servers.running().forEach(DatabaseServer::quiesce);
    }

    private String useProfile(Contestant contestant) {
        if (!contestant.usesDatabase()) {
            return null;
        }
        DatabaseServer server = contestant.server(servers);
        server.useProfile(contestant.variant().serverProfile());
        return server.profile();
    }
}
