package persistencebench.harness.cli;

/**
 * A problem the user can fix (bad setting, unreachable database, malformed input, failed verification).
 * {@link Program} prints its message as one line and exits with {@link #exitCode()}, never with a stack trace.
 */
public class FatalError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    public FatalError(String message) {
        this(message, 1, null);
    }

    public FatalError(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
