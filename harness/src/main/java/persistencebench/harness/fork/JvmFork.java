package persistencebench.harness.fork;

import com.fasterxml.jackson.core.type.TypeReference;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.RunProcesses;
import persistencebench.harness.result.Json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a main class in a fresh JVM with this process's {@linkplain PinnedClassPath pinned} class path, chosen JVM flags and system
 * properties, and collects the cells it measured. Like JMH's forks: each contestant gets its own JIT
 * profile and heap, a cold run really starts cold, and {@code -Xmx} applies to the measured work
 * even when the orchestrator runs inside Maven's JVM ({@code exec:java}).
 * <p>
 * The one fork protocol of both benchmark cases: the parent hands the child its task as a JSON file readable only
 * by this user (it may hold a database password, which must not show in the process list), named by
 * {@value #TASK_PROPERTY}; the child reads it with {@link ForkTask#read} and reports its cells through
 * {@link ForkReport}.
 */
public final class JvmFork {
    /** System property naming the file the child writes its cells to. */
    public static final String OUTPUT_PROPERTY = "fork.output";
    /** System property naming the JSON file holding the child's task. */
    public static final String TASK_PROPERTY = "fork.task";
    /**
     * System property naming the JSON file holding the secrets the parent knows ({@link Credentials#remembered}), so that
     * the child hides them from what it prints and records as the parent does.
     */
    public static final String SECRETS_PROPERTY = "fork.secrets";
    /** JDK internals MicroStream and EclipseStore serialize by reflection. */
    public static final List<String> OPENS = List.of(
            "--add-opens", "java.base/java.util=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang=ALL-UNNAMED",
            "--add-opens", "java.base/java.time=ALL-UNNAMED",
            "--add-opens", "java.base/java.math=ALL-UNNAMED",
            "--add-opens", "java.base/java.net=ALL-UNNAMED",
            "--add-opens", "java.base/java.nio=ALL-UNNAMED");

    private final String mainClass;
    private final List<String> jvmArgs = new ArrayList<>();
    private final List<String> args = new ArrayList<>();
    private Object task;
    private Duration timeLimit;
    private String label;

    private JvmFork(String mainClass) {
        this.mainClass = mainClass;
        this.label = mainClass.substring(mainClass.lastIndexOf('.') + 1);
        jvmArgs.addAll(OPENS);
        jvmArgs.add("-Dfile.encoding=UTF-8");
        jvmArgs.add("-D" + PinnedClassPath.PINNED_PROPERTY + "=true");
        // Hibernate logs through jboss-logging, which would choose java.util.logging and print start-up INFO
        // lines; route it to SLF4J, which the harness configures to report warnings only.
        jvmArgs.add("-Dorg.jboss.logging.provider=slf4j");
    }

    public static JvmFork of(Class<?> mainClass) {
        return new JvmFork(mainClass.getName());
    }

    /** Adds a JVM flag such as {@code -Xmx1g}. */
    public JvmFork jvmArg(String flag) {
        jvmArgs.add(flag);
        return this;
    }

    public JvmFork systemProperty(String name, Object value) {
        jvmArgs.add("-D" + name + "=" + value);
        return this;
    }

    public JvmFork systemProperties(Map<String, String> properties) {
        properties.forEach(this::systemProperty);
        return this;
    }

    /** The child's task, written as JSON for {@link ForkTask#read}. */
    public JvmFork task(Object value) {
        this.task = value;
        return this;
    }

    /**
     * The longest one run of this fork may take: past it the JVM is stopped with every process it started, and the
     * outcome says it {@link ForkOutcome#timedOut() timed out}. Without one a run may take any time.
     */
    public JvmFork timeLimit(Duration limit) {
        this.timeLimit = limit;
        return this;
    }

    /** What the fork measures, e.g. {@code write jdbc/paper store fork 2}, for the line that says it was stopped; the main class's name by default. */
    public JvmFork label(String text) {
        this.label = text;
        return this;
    }

    public JvmFork arg(String arg) {
        args.add(arg);
        return this;
    }

    /** The command line that {@link #run()} starts (the output property excluded). */
    public List<String> command() {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(PinnedClassPath.pin());
        command.add(mainClass);
        command.addAll(args);
        return command;
    }

    /**
     * Runs the child with inherited stdout/stderr and returns its exit code and the cells it reported; a child past the
     * {@link #timeLimit} is stopped first. Never returns once this JVM is shutting down: the shutdown stops the child
     * ({@link LiveForks}), and the child stops itself when this JVM is gone ({@link ParentWatch}).
     */
    public ForkOutcome run() {
        Path output = null;
        Path taskFile = null;
        Path secretsFile = null;
        try {
            output = Files.createTempFile("fork-", ".json");
            List<String> command = command();
            command.add(1, "-D" + OUTPUT_PROPERTY + "=" + output);
            if (task != null) {
                taskFile = writePrivately("fork-task-", task);
                command.add(1, "-D" + TASK_PROPERTY + "=" + taskFile);
            }
            if (!Credentials.remembered().isEmpty()) {
                secretsFile = writePrivately("fork-secrets-", Credentials.remembered());
                command.add(1, "-D" + SECRETS_PROPERTY + "=" + secretsFile);
            }
            command.add(1, "-D" + ParentWatch.PARENT_PROPERTY + "=" + ProcessHandle.current().pid());
            command.add(1, "-D" + RunProcesses.ROOTS_PROPERTY + "=" + RunProcesses.rootsProperty());
            List<Path> files = new ArrayList<>(List.of(output));
            Stream.of(taskFile, secretsFile).filter(Objects::nonNull).forEach(files::add);
            Process process = LiveForks.start(new ProcessBuilder(command).inheritIO(), label, files);
            boolean timedOut = !endsInTime(process);
            if (timedOut) {
                ProcessTree.stop(process.toHandle());
            }
            int exit = process.waitFor();
            LiveForks.ended(process, !timedOut && ForkOutcome.stopSignal(exit) ? LiveForks.SIGNAL_RACE : Duration.ZERO);
            List<CellResult> cells = Files.size(output) == 0 ? List.of()
                    : Json.mapper().readValue(output.toFile(), new TypeReference<List<CellResult>>() { });
            return new ForkOutcome(exit, cells, timedOut ? timeLimit : null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run a forked JVM for " + mainClass, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the forked JVM", e);
        } finally {
            deleteQuietly(output);
            deleteQuietly(taskFile);
            deleteQuietly(secretsFile);
        }
    }

    private boolean endsInTime(Process process) throws InterruptedException {
        if (timeLimit == null) {
            process.waitFor();
            return true;
        }
        return process.waitFor(timeLimit.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** {@code value} as JSON in a new temp file only this user can read: it may hold a password. */
    private static Path writePrivately(String prefix, Object value) throws IOException {
        Path file = Files.createTempFile(prefix, ".json");
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException ignored) {
            // not a POSIX file system; the temp directory's own protection applies
        }
        Json.mapper().writeValue(file.toFile(), value);
        return file;
    }

    static void deleteQuietly(Path file) {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // a temp file; the OS cleans it up
            }
        }
    }
}
