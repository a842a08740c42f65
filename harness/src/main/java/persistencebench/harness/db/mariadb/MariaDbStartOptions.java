package persistencebench.harness.db.mariadb;

import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.durability.Durability;

/**
 * The options a MariaDB the benchmark starts itself (embedded or in a container) gets on its command line, each as
 * {@code --name=value}: fixed ones, the run's durability class, then the profile's settings.
 * <p>
 * Fixed: what the official Docker image runs with (no reverse DNS, no host cache, utf8mb4 as its Debian packaging
 * sets); no TLS (since 11.4 the server makes itself a certificate at every start, seconds of CPU, for connections that
 * never use it here: Connector/J connects without TLS unless told to); no buffer-pool dump at shutdown or load at
 * start-up, so a restarted server is cold as the cold cells claim (a deliberate difference from the defaults, which
 * reload the pages the previous run had cached).
 * <p>
 * Durability {@code disk}: the redo log is fsynced at every commit ({@code innodb_flush_log_at_trx_commit=1}) and
 * pages go through the doublewrite buffer, MariaDB's full durability; {@code os}: a commit writes the redo log to the
 * operating system, which InnoDB fsyncs about once a second ({@code =2}).
 */
final class MariaDbStartOptions {
    /**
     * How a client connects to a server started with these options: without TLS, as the server offers none.
     * Connector/J 4 would otherwise insist on a verified TLS connection ({@code sslMode=verify-full} by default) and fail;
     * the embedded PostgreSQL is reached without TLS too.
     */
    static final String CLIENT_WITHOUT_TLS = "sslMode=disable";

    private MariaDbStartOptions() {
    }

    /** Name to value, in command-line order: a profile setting comes last and wins. */
    static Map<String, String> of(Durability durability, String profile) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("skip_name_resolve", "ON");
        options.put("host_cache_size", "0");
        options.put("character_set_server", "utf8mb4");
        options.put("collation_server", "utf8mb4_general_ci");
        options.put("ssl", "OFF");
        options.put("innodb_buffer_pool_dump_at_shutdown", "OFF");
        options.put("innodb_buffer_pool_load_at_startup", "OFF");
        // off by default since 10.1.7; pinned so a hot read can never be a cached result set
        options.put("query_cache_type", "OFF");
        options.put("innodb_flush_log_at_trx_commit", durability == Durability.DISK ? "1" : "2");
        options.put("innodb_doublewrite", "ON");
        options.putAll(ServerProfiles.settings(MariaDbEngine.NAME, profile));
        return options;
    }
}
