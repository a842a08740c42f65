package persistencebench.harness.db;

import persistencebench.harness.cli.FatalError;

/** A database server cannot be started or reached; the message says which server, what failed and what to try. */
public final class DatabaseUnavailableException extends FatalError {
    private static final long serialVersionUID = 1L;

    public DatabaseUnavailableException(String message, Throwable cause) {
        super(message, 3, cause);
    }
}
