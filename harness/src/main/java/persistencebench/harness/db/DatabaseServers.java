package persistencebench.harness.db;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import persistencebench.harness.measure.RunProcesses;
import persistencebench.harness.settings.Settings;

/**
 * The database servers of one run, one per selected engine, started in the order asked. An engine whose server the
 * program cannot start is not fatal: it is kept with its one-line reason, so the run measures the other databases and
 * records that engine's cells as skipped. A server the user named by URL that cannot be reached stops the run (a typo
 * must not turn into skipped cells). A server that stops during the run is dropped from it with its one-line reason
 * ({@link #quiesce}), so the run fails the cells that need it and measures the others. Closing stops every started server.
 */
public final class DatabaseServers implements AutoCloseable {
    private final Map<String, DatabaseServer> started;
    private final Map<String, String> unavailable;
    private final Map<String, String> stopped = new LinkedHashMap<>();
    /** The running servers' processes are the run's: another process's CPU is what a quiet machine lacks. */
    private final Runnable unregister;

    private DatabaseServers(Map<String, DatabaseServer> started, Map<String, String> unavailable) {
        this.started = started;
        this.unavailable = unavailable;
        this.unregister = RunProcesses.register(this::serverProcessIds);
    }

    private List<Long> serverProcessIds() {
        return started.values().stream().map(DatabaseServer::serverProcessId).filter(OptionalLong::isPresent)
                .map(OptionalLong::getAsLong).toList();
    }

    /** Servers already running (tests, a program that started its one server itself); closing stops them. */
    public static DatabaseServers of(DatabaseServer... running) {
        DatabaseServers servers = none();
        for (DatabaseServer server : running) {
            servers.started.put(server.engine(), server);
        }
        return servers;
    }

    /** No servers: a run whose cells need none. */
    public static DatabaseServers none() {
        return new DatabaseServers(new LinkedHashMap<>(), new LinkedHashMap<>());
    }

    /**
     * Starts every engine in {@code engines} as {@code settings} ask, telling {@code log} about each. An engine that cannot
     * start is unavailable (its cells skipped, the run a draft), unless the user named its server or it refused its own
     * data directory ({@link DamagedDataDirectoryException}): then the run stops, naming why.
     *
     * @param prepare untimed work on each started server before any cell (e.g. creating the benchmark's tables); a
     *                failure there makes that engine unavailable too
     */
    public static DatabaseServers start(List<String> engines, Settings settings, Consumer<String> log, Consumer<DatabaseServer> prepare) {
        DatabaseServers servers = none();
        for (String engine : engines) {
            log.accept("starting " + engine + "...");
            DatabaseEngine descriptor = DatabaseEngines.named(engine);
            DatabaseServer server = null;
            try {
                server = descriptor.start(settings);
                prepare.accept(server);
                servers.started.put(engine, server);
                log.accept("  " + engine + ": " + server.description() + " " + server.serverVersion());
            } catch (RuntimeException e) {
                if (server != null) {
                    server.close();
                }
                if (descriptor.namedByUser(settings) || e instanceof DamagedDataDirectoryException) {
                    servers.close();
                    throw e;
                }
                String reason = e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("").strip();
                servers.unavailable.put(engine, reason);
                log.accept("  " + engine + " is not available, its cells are skipped: " + reason);
            }
        }
        return servers;
    }

    /** The running server of {@code engine}, or empty when it was not selected or could not start. */
    public Optional<DatabaseServer> get(String engine) {
        return Optional.ofNullable(started.get(engine));
    }

    /** Why {@code engine}'s server is not running, or null when it runs. */
    public String unavailableReason(String engine) {
        return unavailable.get(engine);
    }

    /**
     * Untimed, before every fork: each running server writes out its dirty pages ({@link DatabaseServer#quiesce}), so
     * none writes a previous cell's during the next. A server that has stopped is dropped from the run: told on
     * {@code log}, no longer {@link #running()}, its reason {@link #stoppedReason kept} for the cells that need it.
     */
    public void quiesce(Consumer<String> log) {
        for (DatabaseServer server : running()) {
            try {
                server.quiesce();
            } catch (ServerStoppedException e) {
                started.remove(server.engine());
                stopped.put(server.engine(), e.getMessage());
                log.accept("error: " + e.getMessage() + "; the cells that need it fail, the others are measured");
                try {
                    server.close();
                } catch (RuntimeException alreadyGone) {
                    // stopping a server that is gone can fail, and says nothing the line above does not
                }
            }
        }
    }

    /** Why {@code engine}'s server stopped during the run, or null when it did not. */
    public String stoppedReason(String engine) {
        return stopped.get(engine);
    }

    /**
     * Ends a run that measured what it could without the servers that stopped during it, if any did.
     *
     * @param results where the run's results are, for the line
     * @throws ServerStoppedException naming every server that stopped, and where the cells that did not need it are
     */
    public void requireNoneStopped(Object results) {
        if (!stopped.isEmpty()) {
            throw new ServerStoppedException(String.join("; ", stopped.values()) + "; the cells that need it are recorded as"
                    + " failed, the others measured, in " + results, null);
        }
    }

    /** The running servers, in the order they were asked for. */
    public Collection<DatabaseServer> running() {
        return List.copyOf(started.values());
    }

    /**
     * Why the run is a draft for want of a selected engine (fairness rule 9: a published run measures the complete
     * selection), one sentence per engine that could not start; empty when every one runs.
     */
    public List<String> draftReasons() {
        return unavailable.entrySet().stream().map(e -> "the " + e.getKey() + " database could not start, so its cells are skipped: "
                + e.getValue()).toList();
    }

    /** The engines that could not start, each with its reason. */
    public Map<String, String> unavailable() {
        return Map.copyOf(unavailable);
    }

    public boolean isEmpty() {
        return started.isEmpty();
    }

    @Override
    public void close() {
        List<RuntimeException> failures = new ArrayList<>();
        for (DatabaseServer server : started.values()) {
            try {
                server.close();
            } catch (RuntimeException e) {
                failures.add(e);
            }
        }
        started.clear();
        unregister.run();
        if (!failures.isEmpty()) {
            RuntimeException first = failures.get(0);
            failures.subList(1, failures.size()).forEach(first::addSuppressed);
            throw first;
        }
    }
}
