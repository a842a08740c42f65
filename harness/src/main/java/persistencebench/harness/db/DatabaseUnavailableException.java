package persistencebench.harness.db;

import persistencebench.harness.cli.FatalError;

/** A database server cannot be started or reached; the message says which server, what failed and what to try. */
public final class DatabaseUnavailableException extends FatalError {
    private static final long serialVersionUID = 1L;

    public DatabaseUnavailableException(String message, Throwable cause) {
        super(message, 3, cause);
    }

    /** The innermost cause's message on one line: what a library's wrapped failure says about the real problem. */
    public static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return String.valueOf(t.getMessage()).strip().replace('\n', ' ');
    }

    /** The first line of a driver's message without its final full stop, for one-line errors. */
    public static String firstLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        int newline = message.indexOf('\n');
        String line = (newline < 0 ? message : message.substring(0, newline)).strip();
        return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
    }
}
