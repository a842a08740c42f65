package persistencebench.harness.db.server;

import java.util.Map;
import java.util.OptionalLong;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.ServerProfiles;

/**
 * What every server the user runs ({@code -Djdbc.url}, {@code -Dmariadb.url}) shares, whatever its engine: the benchmark
 * cannot configure, restart or watch it, so every profile runs on its settings as found, cold samples get only a fresh
 * JVM and fresh connections, and its CPU (perhaps on another machine) is not counted.
 */
public interface UserRunServer extends DatabaseServer {

    @Override
    default boolean restartable() {
        return false;
    }

    /** Checks the profile exists; the server keeps its own settings. */
    @Override
    default void useProfile(String profile) {
        ServerProfiles.settings(engine(), profile);
    }

    @Override
    default String profile() {
        return AS_FOUND;
    }

    @Override
    default Map<String, Map<String, String>> profiles() {
        return Map.of(AS_FOUND, serverSettings());
    }

    @Override
    default OptionalLong serverProcessId() {
        return OptionalLong.empty();
    }

    @Override
    default void restart() {
        throw new UnsupportedOperationException("an " + description() + " cannot be restarted by the benchmark;"
                + " cold runs against it only get a fresh JVM and fresh connections");
    }

    /** The first line of a driver's message without its final full stop, for one-line errors. */
    static String firstLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        int newline = message.indexOf('\n');
        String line = (newline < 0 ? message : message.substring(0, newline)).strip();
        return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
    }
}
