package persistencebench.harness.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Commands run as another local account ({@code nobody}, through {@code runuser}), as a second user of a shared machine
 * would try the run's servers. Only root can switch users, so {@link #available()} says whether this test JVM can.
 */
final class OtherLocalUser {
    static final String NAME = "nobody";
    private static final long LIMIT_SECONDS = 120;

    private OtherLocalUser() {
    }

    /** Why the tests cannot act as another user here, or null when they can. */
    static String unavailableBecause() {
        if (!"root".equals(System.getProperty("user.name"))) {
            return "only root can run a command as another user (this test JVM runs as " + System.getProperty("user.name") + ")";
        }
        if (run(List.of("id", "-u")).exitCode() != 0) {
            return "runuser cannot run a command as " + NAME + " here";
        }
        return null;
    }

    static boolean available() {
        return unavailableBecause() == null;
    }

    /** Runs {@code command} as {@link #NAME}; its exit code and everything it printed. */
    static Outcome run(List<String> command) {
        List<String> full = new ArrayList<>(List.of("runuser", "-u", NAME, "--"));
        full.addAll(command);
        try {
            Process process = new ProcessBuilder(full).redirectErrorStream(true).directory(Path.of("/").toFile()).start();
            process.getOutputStream().close();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("as " + NAME + ": " + command + " did not end within " + LIMIT_SECONDS + " s");
            }
            return new Outcome(process.exitValue(), output);
        } catch (IOException e) {
            return new Outcome(-1, "cannot run runuser: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Runs the {@code LoginProbe} Java source as {@link #NAME}, with the JDK of this test JVM and a copy of the JDBC driver
     * that holds {@code driverClass} in a directory that account can read: its output, one line per login tried.
     */
    static Outcome loginProbe(Class<?> driverClass, Path scratch, List<String> arguments) {
        try {
            Path directory = Files.createDirectories(scratch.resolve("probe"));
            Path driver = directory.resolve("driver.jar");
            Files.copy(Path.of(driverClass.getProtectionDomain().getCodeSource().getLocation().toURI()), driver, StandardCopyOption.REPLACE_EXISTING);
            Path source = directory.resolve("LoginProbe.java");
            try (var in = OtherLocalUser.class.getResourceAsStream("LoginProbe.java.txt")) {
                Files.write(source, in.readAllBytes());
            }
            for (Path path = directory; path != null && path.startsWith(scratch); path = path.getParent()) {
                Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
            Files.setPosixFilePermissions(driver, PosixFilePermissions.fromString("rw-r--r--"));
            Files.setPosixFilePermissions(source, PosixFilePermissions.fromString("rw-r--r--"));
            List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp", driver.toString(),
                    source.toString()));
            command.addAll(arguments);
            return run(command);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    record Outcome(int exitCode, String output) {
    }
}
