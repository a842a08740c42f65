package persistencebench.harness.db;

import persistencebench.harness.cli.FatalError;

/**
 * An embedded server the run starts refused its own data directory (a damaged control file, a crash that left it
 * inconsistent): unlike a server that cannot run on this machine, whose cells are skipped, this stops the run, since a
 * run without the engine would look complete; the message names the server's own words and the directory to delete.
 */
public final class DamagedDataDirectoryException extends FatalError {
    private static final long serialVersionUID = 1L;

    public DamagedDataDirectoryException(String message, Throwable cause) {
        super(message, 3, cause);
    }
}
