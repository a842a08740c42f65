package persistencebench.whitepaper.results;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What the white paper knows of the database engines the SQL backends run on, beyond what a result file says:
 * each engine's display name, whether it runs inside the benchmark's JVM or as a server, which recorded setting is
 * its page cache, which recorded settings make a commit durable and how to read them, and what else an expert
 * should know of it. PostgreSQL is the study's database, the only one the study's published figures may be set against.
 * A result file may name an engine this list lacks: it is then shown by its own name, after the known ones, with
 * nothing claimed about it.
 */
public enum Database {
    POSTGRESQL("postgresql", "PostgreSQL", Placement.SERVER, CacheSetting.suffixed("shared_buffers"),
            CacheSetting.suffixed("shared_buffers"), List.of("fsync", "synchronous_commit", "full_page_writes"),
            "a commit returns once its write-ahead log is flushed when fsync and synchronous_commit are on",
            "it also reads through the operating system's page cache, which no profile sizes; pgJDBC uses server-side prepared"
                    + " statements after five executions, so hot cells may reuse a generic plan"),
    H2("h2", "H2", Placement.IN_PROCESS, new CacheSetting("info.CACHE_MAX_SIZE", CacheSetting.Unit.MEBIBYTES),
            new CacheSetting("CACHE_SIZE", CacheSetting.Unit.KIBIBYTES), List.of("WRITE_DELAY", "commitSync"),
            "WRITE_DELAY is H2's default of 500 ms (a background writer), and commitSync says what the loaders add after"
                    + " their commit, as H2 forces nothing at commit by itself",
            "its page cache is part of the measuring JVM's heap, so the heap a fork is given bounds it (write tuned forks get"
                    + " 3 GB on every database for that reason; read forks get 2 GB, as large as the tuned cache, which fits the"
                    + " small and medium bookstores only); its cache size counts Java object memory, not 8 KB pages; a normal"
                    + " close compacts and forces the file, so under os too an H2 cell pays one fsync at close; the tuned load"
                    + " is one transaction, whose commit rewrites every row's undo entry; H2 indexes every foreign key by itself,"
                    + " so its paper bookstore has indexes the study's database lacked; a cold sample's timed open includes"
                    + " opening the engine itself"),
    SQLITE("sqlite", "SQLite", Placement.IN_PROCESS, new CacheSetting("cache_size", CacheSetting.Unit.SQLITE_PAGES),
            new CacheSetting("cache_size", CacheSetting.Unit.SQLITE_PAGES), List.of("synchronous", "journal_mode"),
            "synchronous reads back as a number: 3 (EXTRA, set under disk) forces the journal or the WAL at every commit, and"
                    + " after a deleted rollback journal the directory too; 0 (OFF, set under os) forces nothing",
            "its page cache belongs to each connection and lives outside the Java heap; a database file has one"
                    + " writer at a time; which journal a load commits through depends on its variant: the study's loads run on"
                    + " the study profile, in SQLite's default rollback journal (journal_mode=DELETE), and the tuned loads'"
                    + " connection asks for a rollback journal as well (journal_mode=TRUNCATE) in place of the tuned profile's"
                    + " WAL, which would write every page twice inside the timed commit (sqlite.org advises a rollback journal"
                    + " for transactions of more than a few dozen MB); the file goes back to WAL, untimed, for the read-back,"
                    + " the single operations and the reads on the tuned profile; synchronous follows the durability class in"
                    + " every variant; the xerial driver runs a statement batch as a Java loop of single-row steps; a cold"
                    + " sample's timed open includes loading the native library; with the statistics every engine gets after"
                    + " loading (SQLite has none unless an application runs ANALYZE), SQLite plans the study's foreigners query"
                    + " by nested loops only: it starts from the shop's country and, for each of its states, walks every"
                    + " customer-side city, address and customer (through two automatic indexes it builds at each execution) and"
                    + " every purchase of each customer before checking the shop's state and the year, so each state visits"
                    + " every purchase (the cell's plans show it). A deployment that never runs ANALYZE may plan the statement"
                    + " otherwise, which this run does not measure. The tuned variant's sargable range avoids that plan; this"
                    + " run's times for both variants on every database are in the tables above, and the plans in each cell's"
                    + " plans"),
    MARIADB("mariadb", "MariaDB", Placement.SERVER, CacheSetting.suffixed("innodb_buffer_pool_size"),
            CacheSetting.suffixed("innodb_buffer_pool_size"),
            List.of("innodb_flush_log_at_trx_commit", "innodb_doublewrite", "log_bin", "sync_binlog"),
            "innodb_flush_log_at_trx_commit=1 forces the redo log at every commit, 2 leaves that to the operating system"
                    + " about once a second; with log_bin on, sync_binlog=1 is needed too",
            "under os InnoDB still forces its redo log about once a second and its data files when it flushes pages, more than"
                    + " PostgreSQL with fsync off; the tuned load is durable through the redo log, and the table's pages"
                    + " (doublewritten) are flushed after the timer, in the untimed flush before the next sample (each write cell records"
                    + " InnoDB's buffer-pool misses and bytes written during its sample, serverCounters in the result file), while"
                    + " PostgreSQL's COPY with wal_level=minimal forces the table inside its commit; InnoDB indexes every foreign"
                    + " key, so the paper bookstore on MariaDB has indexes the study's database lacked; InnoDB reads its data"
                    + " files around the OS cache (O_DIRECT), so its buffer pool is its whole cache; Connector/J already sends a"
                    + " statement batch as one bulk command, which PostgreSQL's driver does only with reWriteBatchedInserts; since"
                    + " 11.1 MariaDB rewrites YEAR(col) = constant, the rendering an ORM dialect gives EXTRACT(YEAR ...), into a range"
                    + " an index can serve, which a statement written with EXTRACT itself does not get");

    /** Where an engine runs relative to the benchmark's JVM. */
    public enum Placement {
        /** A library in the measuring JVM: no server process, no network round trip; its CPU is the JVM's. */
        IN_PROCESS,
        /** A server process reached over TCP on this machine; its CPU is sampled separately. */
        SERVER
    }

    private final String id;
    private final String displayName;
    private final Placement placement;
    private final CacheSetting cacheFound;
    private final CacheSetting cacheInProfile;
    private final List<String> durabilitySettings;
    private final String durabilityMeaning;
    private final String note;

    Database(String id, String displayName, Placement placement, CacheSetting cacheFound, CacheSetting cacheInProfile,
             List<String> durabilitySettings, String durabilityMeaning, String note) {
        this.id = id;
        this.displayName = displayName;
        this.placement = placement;
        this.cacheFound = cacheFound;
        this.cacheInProfile = cacheInProfile;
        this.durabilitySettings = durabilitySettings;
        this.durabilityMeaning = durabilityMeaning;
        this.note = note;
    }

    /** The engine a result file names, e.g. {@code h2}; empty for an engine this white paper does not know. */
    public static Optional<Database> of(String id) {
        return Arrays.stream(values()).filter(d -> d.id.equals(id)).findFirst();
    }

    /** Whether {@code id} names the study's database; {@code null} (a backend without a database) does not. */
    public static boolean isStudy(String id) {
        return POSTGRESQL.id.equals(id);
    }

    /** The name readers know an engine by, e.g. "SQLite"; an unknown engine's own name. */
    public static String displayName(String id) {
        return of(id).map(Database::displayName).orElse(id);
    }

    /** Orders engine names: no database first, then the study's, then the known engines, then others by name. */
    public static Comparator<String> order() {
        return Comparator.<String>comparingInt(id -> id == null ? -1 : of(id).map(Enum::ordinal).orElse(values().length))
                .thenComparing(Comparator.nullsFirst(Comparator.naturalOrder()));
    }

    /** The name result files use, e.g. {@code postgresql}. */
    public String id() {
        return id;
    }

    public String displayName() {
        return displayName;
    }

    public Placement placement() {
        return placement;
    }

    /** The setting that sizes the page cache in the settings found at the start of a run. */
    public CacheSetting cacheFound() {
        return cacheFound;
    }

    /** The setting that sizes the page cache in a server profile. */
    public CacheSetting cacheInProfile() {
        return cacheInProfile;
    }

    /** The recorded settings that decide when a commit is on disk, in the order a reader checks them. */
    public List<String> durabilitySettings() {
        return durabilitySettings;
    }

    /** How to read the durability settings' values, one sentence fragment. */
    public String durabilityMeaning() {
        return durabilityMeaning;
    }

    /** What else an expert should know of the engine before comparing it, or an empty string. */
    public String note() {
        return note;
    }
}
