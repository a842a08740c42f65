package persistencebench.harness.fork;

import persistencebench.harness.cli.Program;

/** The main of a forked JVM: run like a program's, and the fork's end whatever threads a library leaves behind. */
public final class ForkMain {

    private ForkMain() {
    }

    /**
     * Runs the main of a forked JVM and always exits with its code: a library's non-daemon thread left behind (e.g. a
     * storage's housekeeping thread that sleeps its interval before it sees the shutdown) must not hold a finished
     * fork open, which cost up to ten idle seconds per object-graph cell. A fork writes its report before it returns.
     * It stops by itself when the JVM that started it is gone ({@link ParentWatch}).
     */
    public static void run(String name, Program.Body body) {
        ParentWatch.start();
        int code = Program.runAndReport(name, body, System.err);
        System.out.flush();
        System.exit(code);
    }
}
