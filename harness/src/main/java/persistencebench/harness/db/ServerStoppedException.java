package persistencebench.harness.db;

import persistencebench.harness.cli.FatalError;

/**
 * A server that ran at the start of the run and has stopped or refuses connections since: its message is one line
 * naming the server, where it listened, why it is taken for stopped and where its output is. The run drops it
 * ({@link DatabaseServers#quiesce}) and goes on with the cells that do not need it.
 */
public final class ServerStoppedException extends FatalError {
    private static final long serialVersionUID = 1L;

    public ServerStoppedException(String message, Throwable cause) {
        super(message, 3, cause);
    }
}
