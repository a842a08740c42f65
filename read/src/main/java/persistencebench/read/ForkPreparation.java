package persistencebench.read;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.measure.CellResult;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.plugin.DatasetTarget;

/**
 * What the orchestrator does, untimed, before each forked JVM measures: checkpoints every running server so no other
 * cell's dirty pages are written during this one, runs the contestant's database server on the contestant's variant's
 * server profile (database backends only) and restarts it (where it can be restarted), so that every fork of a server
 * engine starts alike, whichever contestant ran before it; before a cold sample it also empties the OS page cache, for
 * every backend, so the sample reads its storage files or database from disk. Nothing
 * touches the server between the restart and the fork. Then names where the fork finds the contestant's store: a target
 * made after any restart, whose server process (and CPU clock) is the running one. A contestant whose server stopped
 * during the run is not forked: its cells fail with the line that says so.
 */
final class ForkPreparation {
    private final DatabaseServers servers;
    private final BookstoreDataset dataset;
    private final BooleanSupplier pageCacheDrop;
    private final Consumer<String> log;

    /**
     * @param pageCacheDrop empties the OS page cache; false when that is not permitted here
     * @param log           told of a server that stopped during the run
     */
    ForkPreparation(DatabaseServers servers, BookstoreDataset dataset, BooleanSupplier pageCacheDrop, Consumer<String> log) {
        this.servers = servers;
        this.dataset = dataset;
        this.pageCacheDrop = pageCacheDrop;
        this.log = log;
    }

    /**
     * How a fork starts.
     *
     * @param target        where the fork finds the contestant's store
     * @param serverProfile the profile the server runs with, null for a backend without a server
     * @param restarted     whether the server was restarted for it (cold samples)
     * @param cacheDropped  whether the OS page cache was emptied (cold samples)
     * @param stopped       why the contestant's server is gone (it stopped during the run), null while it runs
     */
    record ForkStart(DatasetTarget target, String serverProfile, boolean restarted, boolean cacheDropped, String stopped) {

        /** The task's cells: measured by {@code executor}, or failed with {@link #stopped} when the server is gone. */
        List<CellResult> run(ReadTask task, TaskExecutor executor, List<String> jvmFlags) {
            return stopped == null ? executor.execute(task, jvmFlags) : task.complete(List.of(), stopped);
        }
    }

    /**
     * Before a hot fork: a checkpoint, then the contestant's server restarted on its variant's profile where it can be
     * restarted, so every hot fork of a server engine starts alike, never on a server a neighbouring contestant warmed
     * (or restarted by switching profiles) just before it; the OS page cache is kept, so the fork is hot.
     */
    ForkStart beforeHotFork(Contestant contestant) {
        quiesce();
        String stopped = stoppedServer(contestant);
        if (stopped != null) {
            return new ForkStart(null, null, false, false, stopped);
        }
        Restart restart = restartOnProfile(contestant);
        return new ForkStart(contestant.target(dataset, servers), restart.profile(), restart.restarted(), false, null);
    }

    /** Before a cold sample: a checkpoint, the contestant's profile, a restart, an empty page cache. */
    ForkStart beforeColdSample(Contestant contestant) {
        quiesce();
        String stopped = stoppedServer(contestant);
        if (stopped != null) {
            return new ForkStart(null, null, false, false, stopped);
        }
        Restart restart = restartOnProfile(contestant);
        boolean dropped = pageCacheDrop.getAsBoolean();
        return new ForkStart(contestant.target(dataset, servers), restart.profile(), restart.restarted(), dropped, null);
    }

    /** The profile a fork's server runs with (null without a server) and whether it was restarted for the fork. */
    private record Restart(String profile, boolean restarted) {
    }

    /** The contestant's server on its variant's profile, restarted where it can be (a profile switch restarts it by itself). */
    private Restart restartOnProfile(Contestant contestant) {
        if (!contestant.usesDatabase()) {
            return new Restart(null, false);
        }
        DatabaseServer server = contestant.server(servers);
        boolean switching = !server.profile().equals(contestant.variant().serverProfile());
        server.useProfile(contestant.variant().serverProfile());
        boolean restarted = server.restartable();
        if (restarted && !switching) {
            server.restart();
        }
        return new Restart(server.profile(), restarted);
    }

    /** Every running server checkpointed, so none writes a previous cell's dirty pages during this one. */
    private void quiesce() {
        servers.quiesce(log);
    }

    private String stoppedServer(Contestant contestant) {
        return contestant.usesDatabase() ? servers.stoppedReason(contestant.database()) : null;
    }
}
