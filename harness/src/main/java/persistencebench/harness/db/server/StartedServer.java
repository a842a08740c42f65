package persistencebench.harness.db.server;

import java.util.Map;
import java.util.function.Supplier;

/**
 * A server the run starts itself, as a process of its own (each engine's embedded server) or in a Docker container
 * ({@link ServerContainer}): started on command-line settings that it reads again at every restart, so a profile switch
 * is a restart.
 */
public interface StartedServer extends ServerProvider {

    /**
     * Stops the server and starts it again on the same data, port and login, with its settings as they read now: cold
     * caches, and another profile's settings after a switch.
     */
    void restart();

    /** Stops the server at the end of the run. */
    void close();

    /** How a server is started on the command-line {@code settings}, which it reads again at every restart. */
    @FunctionalInterface
    interface Start {
        StartedServer start(Supplier<Map<String, String>> settings);
    }
}
