package persistencebench.harness.fork;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.cli.Program;
import persistencebench.harness.result.Json;

/** The main of a forked JVM: run like a program's, and the fork's end whatever threads a library leaves behind. */
public final class ForkMain {

    private ForkMain() {
    }

    /**
     * Runs the main of a forked JVM and always exits with its code: a library's non-daemon thread left behind (e.g. a
     * storage's housekeeping thread that sleeps its interval before it sees the shutdown) must not hold a finished
     * fork open, which cost up to ten idle seconds per object-graph cell. A fork writes its report before it returns.
     * It stops by itself when the JVM that started it is gone ({@link ParentWatch}). It knows the secrets its parent
     * knows, and prints as a program does ({@link Program#guarded}): its output goes to the parent's console directly.
     */
    public static void run(String name, Program.Body body) {
        ParentWatch.start();
        rememberParentSecrets();
        int code = Program.guarded(() -> Program.runAndReport(name, body, System.err));
        System.exit(code);
    }

    private static void rememberParentSecrets() {
        String file = System.getProperty(JvmFork.SECRETS_PROPERTY);
        if (file == null) {
            return;
        }
        try {
            Json.mapper().readValue(Path.of(file).toFile(), new TypeReference<List<String>>() { }).forEach(Credentials::remember);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the secrets file " + file + " the benchmark wrote for this fork", e);
        }
    }
}
