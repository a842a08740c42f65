package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.DriverTimeouts;
import persistencebench.harness.db.server.RunPassword;
import persistencebench.harness.files.Directories;

/**
 * Who may log in to the embedded MariaDB, and what it may touch: the run's {@code root@127.0.0.1} with the run's password,
 * nobody else. {@code mariadb-install-db} makes {@code root} accounts without a password (at localhost, 127.0.0.1, ::1
 * and the host's name) and leaves {@code secure_file_priv} unset, so any local account could log in over loopback as a
 * root that reads and writes the machine's files ({@code LOAD_FILE}, {@code SELECT ... INTO OUTFILE}). So at every start:
 * <ul>
 * <li>an init file (mode 0600, in the run's private directory, deleted once the server is up) sets
 * {@code root@127.0.0.1}'s password to the run's {@link RunPassword}: the server runs it before it serves its first
 * connection, so there is no moment in which that account opens without it; the file holds the password's
 * {@code mysql_native_password} hash, not the password;</li>
 * <li>every other {@code root} account is dropped, so only a password login over loopback is left;</li>
 * <li>the Unix socket lies in the run's private directory (mode 0700), which no other account can enter;</li>
 * <li>{@code secure_file_priv} is an empty private directory, so the server reads and writes no other file of the
 * machine (the write case's {@code LOAD DATA LOCAL INFILE} streams from the client and is not affected).</li>
 * </ul>
 */
final class EmbeddedMariaDbLogin {
    static final String USER = "root";
    static final String HOST = "127.0.0.1";
    /** Longest Unix socket path the kernel takes (108 bytes with the terminating zero), with a margin. */
    private static final int SOCKET_PATH_LIMIT = 100;

    private final String password = RunPassword.next();
    private final Path privateDirectory;
    private final Path socket;

    /** {@code privateDirectory}: the run's own directory for this server, created with mode 0700. */
    EmbeddedMariaDbLogin(Path privateDirectory) {
        this.privateDirectory = privateDirectory;
        Directories.createPrivate(privateDirectory);
        Directories.createPrivate(filesDirectory());
        Path inPrivate = privateDirectory.resolve("mariadbd.sock");
        this.socket = inPrivate.toString().length() <= SOCKET_PATH_LIMIT ? inPrivate : shortSocket();
    }

    /** A socket path short enough for the kernel, in a private directory of the system's temporary directory. */
    private static Path shortSocket() {
        try {
            // created with mode 0700 on a POSIX file system
            return Files.createTempDirectory("persistencebench-mariadb-").resolve("mariadbd.sock");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a private directory for the embedded MariaDB's socket", e);
        }
    }

    String password() {
        return password;
    }

    Path socket() {
        return socket;
    }

    /** The server options this adds: the init file that sets the password, the one directory it may read and write files in. */
    Map<String, String> serverOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("init_file", initFile().toString());
        options.put("secure_file_priv", filesDirectory().toString());
        return options;
    }

    /** Writes the init file for the next start (mode 0600). */
    void beforeStart() {
        Path file = initFile();
        try {
            Files.deleteIfExists(file);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(file, "ALTER USER '" + USER + "'@'" + HOST + "' IDENTIFIED BY PASSWORD '" + nativePasswordHash(password) + "';\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the embedded MariaDB's init file " + file, e);
        }
    }

    /** Once the server is ready: deletes the init file and drops every {@code root} account but the run's. */
    void afterStart(String jdbcUrl) {
        try {
            Files.deleteIfExists(initFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the embedded MariaDB's init file " + initFile(), e);
        }
        try (Connection c = DriverManager.getConnection(DriverTimeouts.onUrl(jdbcUrl), USER, password);
             Statement s = c.createStatement()) {
            List<String> others = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT host FROM mysql.user WHERE user = '" + USER + "' AND host <> '" + HOST + "'")) {
                while (rs.next()) {
                    others.add(rs.getString(1));
                }
            }
            for (String host : others) {
                s.execute("DROP USER '" + USER + "'@'" + host.replace("\\", "\\\\").replace("'", "\\'") + "'");
            }
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("the embedded MariaDB started, but the run cannot log in as " + USER + "@" + HOST
                    + " with its password to lock the server down: " + DatabaseUnavailableException.firstLine(e.getMessage()), e);
        }
    }

    /** Deletes the private directory of the socket when it lies outside the run's (the short path in the temporary directory). */
    void close() {
        if (!socket.getParent().equals(privateDirectory)) {
            Directories.delete(socket.getParent());
        }
    }

    private Path initFile() {
        return privateDirectory.resolve("login.sql");
    }

    private Path filesDirectory() {
        return privateDirectory.resolve("files");
    }

    /** {@code mysql_native_password}'s stored form: {@code *} and the upper-case hex of SHA1(SHA1(password)). */
    static String nativePasswordHash(String password) {
        try {
            MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
            byte[] once = sha1.digest(password.getBytes(StandardCharsets.UTF_8));
            return "*" + HexFormat.of().formatHex(sha1.digest(once)).toUpperCase(Locale.ROOT);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
    }
}
