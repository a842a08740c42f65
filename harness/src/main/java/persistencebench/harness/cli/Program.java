package persistencebench.harness.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Runs a benchmark main: a {@link FatalError} becomes one {@code error: ...} line and its exit code, anything
 * unexpected a short stack trace and exit code 1, each with the credentials of any connection string in it
 * {@linkplain Credentials#mask hidden}. Exits the JVM in every case except success with code 0, so exit codes reach the
 * shell also under {@code mvn exec:java}.
 */
public final class Program {

    /** The body of a main; returns the exit code. */
    @FunctionalInterface
    public interface Body {
        int run() throws Exception;
    }

    private Program() {
    }

    public static void run(String name, Body body) {
        int code = runAndReport(name, body, System.err);
        if (code != 0) {
            System.exit(code);
        }
    }

    /** Runs the body and reports failures on {@code err}; returns the exit code. */
    public static int runAndReport(String name, Body body, PrintStream err) {
        try {
            return body.run();
        } catch (FatalError e) {
            err.println(name + ": error: " + e.getMessage());
            return e.exitCode();
        } catch (Exception | Error e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            // a driver's message may echo a connection string
            err.println(Credentials.mask(name + ": unexpected failure: " + e));
            err.print(Credentials.mask(trace.toString()));
            return 1;
        }
    }
}
