package persistencebench.harness.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.function.IntSupplier;

/**
 * Runs a benchmark main: a {@link FatalError} becomes one {@code error: ...} line and its exit code, anything
 * unexpected a short stack trace and exit code 1. Everything the program prints meanwhile passes through
 * {@link TerminalText}: no secret the run knows and no raw control character reaches the console. Exits the JVM in every
 * case except success with code 0, so exit codes reach the shell also under {@code mvn exec:java}.
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
        int code = guarded(() -> runAndReport(name, body, System.err));
        if (code != 0) {
            System.exit(code);
        }
    }

    /**
     * Runs {@code main} with {@link System#out} and {@link System#err} printing through {@link TerminalText#guard}, and
     * gives them back after: under {@code mvn exec:java} the streams are Maven's, which colours its own lines.
     */
    public static int guarded(IntSupplier main) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        System.setOut(TerminalText.guard(out));
        System.setErr(TerminalText.guard(err));
        try {
            return main.getAsInt();
        } finally {
            System.out.flush();
            System.err.flush();
            System.setOut(out);
            System.setErr(err);
        }
    }

    /** Runs the body and reports failures on {@code err}, each line {@linkplain TerminalText#line made safe}; returns the exit code. */
    public static int runAndReport(String name, Body body, PrintStream err) {
        try {
            return body.run();
        } catch (FatalError e) {
            err.println(TerminalText.line(name + ": error: " + e.getMessage()));
            return e.exitCode();
        } catch (Exception | Error e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            err.println(TerminalText.line(name + ": unexpected failure: " + e));
            trace.toString().lines().map(TerminalText::line).forEach(err::println);
            return 1;
        }
    }
}
