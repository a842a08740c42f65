package persistencebench.harness.db.file;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseNames;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * The databases of an in-process SQL engine whose databases are files ({@link FileEngine}: H2, SQLite): no server
 * process to start, stop or charge CPU to (its CPU is the fork's own). Database {@code name} is a file under the
 * engine's directory, created by the first connection; the settings of the current profile and of the durability class
 * travel in its JDBC URL, so a forked JVM connecting through its {@link DatabaseTarget} runs with exactly them, and a
 * profile switch is a URL switch.
 * <p>
 * Untimed work connects through a data source that opens a new connection per request instead of a pool: an engine
 * that locks its file (H2) cannot be opened by a fork while this JVM holds a connection, and a connection left open
 * here would keep SQLite from checkpointing its WAL when the fork's last connection closes. So a measuring fork is a
 * database's only user, and its fresh JVM opening the file is the cold start: {@link #restart()} has nothing to stop.
 */
final class FileServer implements DatabaseServer {
    /** The database the recorded settings are read from; not a valid database name, so it never clashes with one. */
    private static final String PROBE = "settings-probe";

    private final FileEngine engine;
    private final Path directory;
    private final Durability durability;
    private String profile = STUDY_PROFILE;

    FileServer(FileEngine engine, Path directory, Durability durability) {
        this.engine = engine;
        this.directory = directory.toAbsolutePath().normalize();
        this.durability = durability;
        createDirectory();
    }

    /** The databases of {@code engine} in its directory under {@code -Ddata}, configured for {@code -Ddurability}. */
    static DatabaseServer underData(FileEngine engine, Settings settings) {
        return new FileServer(engine, settings.get(CommonSettings.DATA).resolve(engine.name()), CommonSettings.durability(settings));
    }

    /** The settings every connection gets now: the profile's, then the durability class's. */
    private synchronized Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>(ServerProfiles.settings(engine(), profile));
        settings.putAll(engine.durabilitySettings(durability));
        return settings;
    }

    @Override
    public String engine() {
        return engine.name();
    }

    @Override
    public String jdbcUrl(String database) {
        DatabaseNames.check(database);
        return engine.url(directory.resolve(database), settings());
    }

    /** No pool (see the class comment): every connection is opened and closed by its user. */
    @Override
    public DataSource dataSource(String database) {
        return target(database).directDataSource();
    }

    /** Makes the engine's directory; the database file appears on the first connection. */
    @Override
    public void createDatabaseIfMissing(String database) {
        DatabaseNames.check(database);
        createDirectory();
    }

    /** A database here is its files, which no SQL removes. */
    @Override
    public String removalHint(String database) {
        return "delete the files " + directory.resolve(database) + ".* (the " + engine() + " database " + database + ")";
    }

    /** Deletes the database's files (main file, WAL, lock, trace); nothing of it is open here (no pools). */
    @Override
    public void dropDatabaseIfExists(String database) {
        DatabaseNames.check(database);
        for (Path file : files(name -> name.startsWith(database + "."))) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                throw new DatabaseUnavailableException("cannot delete " + file + " of database " + database + ": " + e.getMessage(), e);
            }
        }
    }

    /** The sizes of the database's files (main file, WAL, ...: each {@code <database>.*}) summed; 0 without any. */
    @Override
    public long databaseBytes(String database) {
        DatabaseNames.check(database);
        long bytes = 0;
        for (Path file : files(name -> name.startsWith(database + "."))) {
            try {
                bytes += Files.size(file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the size of " + file + " of database " + database, e);
            }
        }
        return bytes;
    }

    @Override
    public String serverVersion() {
        try {
            return engine.readVersion();
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot read the version of " + engine() + ": " + e.getMessage(), e);
        }
    }

    /** The settings read back from a connection to a probe database opened with the current URL settings. */
    @Override
    public Map<String, String> serverSettings() {
        try (Connection c = DriverManager.getConnection(engine.url(directory.resolve(PROBE), settings()), user(), password())) {
            return engine.readSettings(c, durability);
        } catch (SQLException e) {
            return Map.of("error", e.getMessage());
        }
    }

    @Override
    public String user() {
        return engine.user();
    }

    /** None: neither engine checks one (see {@link FileEngine#user()}). */
    @Override
    public String password() {
        return "";
    }

    @Override
    public String description() {
        return engine.description(serverVersion());
    }

    /** Only {@code disk} promises that a commit is on disk when it returns; {@code os} holds on every engine. */
    @Override
    public Optional<String> durabilityProblem(Durability durability) {
        if (durability != Durability.DISK) {
            return Optional.empty();
        }
        return engine.whyCommitsAreNotOnDisk(serverSettings()).map(why -> description() + " " + why);
    }

    @Override
    public boolean restartable() {
        return true;
    }

    /**
     * Nothing to stop: no pool holds a database open, so the next connection (the fork's, in a fresh JVM) opens the file
     * with empty engine caches; that is the cold start of an in-process engine. The OS page cache is not touched.
     */
    @Override
    public void restart() {
    }

    /** Switches the URL every later connection gets; nothing is running that would need a restart. */
    @Override
    public synchronized void useProfile(String name) {
        ServerProfiles.settings(engine(), name);
        profile = name;
    }

    @Override
    public synchronized String profile() {
        return profile;
    }

    @Override
    public Map<String, Map<String, String>> profiles() {
        return ServerProfiles.all(engine());
    }

    /**
     * Checkpoints every database file under the directory, so no fork pays for what an earlier one left pending. Opened
     * with the durability settings only, never a profile's: both engines store some settings in the file (SQLite's
     * journal mode, H2's cache size), so a profile's URL would change every other database to that profile, and the
     * next fork on its own profile would pay to change it back inside its timed open.
     */
    @Override
    public void quiesce() {
        for (Path file : files(name -> name.endsWith(engine.fileSuffix()))) {
            String name = file.getFileName().toString();
            Path base = file.resolveSibling(name.substring(0, name.length() - engine.fileSuffix().length()));
            try (Connection c = DriverManager.getConnection(engine.url(base, engine.durabilitySettings(durability)), user(), password());
                 Statement s = c.createStatement()) {
                s.execute(engine.checkpointStatement());
            } catch (SQLException e) {
                throw new DatabaseUnavailableException(engine.checkpointStatement() + " failed on " + file.getFileName() + ": "
                        + e.getMessage(), e);
            }
        }
    }

    /** Empty: the engine runs inside each JVM that opens a database, whose own CPU is counted. */
    @Override
    public OptionalLong serverProcessId() {
        return OptionalLong.empty();
    }

    /** Nothing to close: no pool, no process. */
    @Override
    public void close() {
    }

    private List<Path> files(Predicate<String> named) {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(directory)) {
            return list.filter(p -> named.test(p.getFileName().toString())).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + directory, e);
        }
    }

    private void createDirectory() {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new DatabaseUnavailableException("cannot create " + directory + " for the " + engine() + " databases: " + e.getMessage(), e);
        }
    }
}
