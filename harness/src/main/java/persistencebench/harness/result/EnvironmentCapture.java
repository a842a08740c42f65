package persistencebench.harness.result;

import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.HeapSize;
import persistencebench.harness.settings.Settings;

/**
 * What a reader needs to judge a number: the code ({@link CodeVersion}), JDK, OS, CPUs and their model, memory, the
 * storage device and file system under {@code -Ddata} ({@link MachineFacts}), the durability class, library and server
 * versions, the server's durability and memory settings, and every effective setting. Describes the machine, not the
 * orchestrating JVM: heap limits and JVM flags belong to the forked JVM of each cell and are recorded there.
 */
public final class EnvironmentCapture {

    private EnvironmentCapture() {
    }

    /** One database server, or none (null) for runs that use no database. */
    public static Map<String, Object> capture(Settings settings, DatabaseServer server) {
        return capture(settings, server == null ? List.of() : List.of(server), Map.of());
    }

    /**
     * @param servers     the run's running database servers; the first one's are also the top-level {@code database},
     *                    {@code databaseSettings} and {@code serverProfiles} (PostgreSQL's, when it is selected)
     * @param unavailable the selected engines whose servers could not start, with the reason
     */
    public static Map<String, Object> capture(Settings settings, Collection<DatabaseServer> servers, Map<String, String> unavailable) {
        Map<String, Object> env = new LinkedHashMap<>();
        env.put(EnvironmentField.CODE.key(), CodeVersion.of(Path.of("").toAbsolutePath()));
        env.put(EnvironmentField.JDK.key(), System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        env.put(EnvironmentField.JVM.key(), System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        env.put(EnvironmentField.OS.key(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        env.put(EnvironmentField.CPUS.key(), Runtime.getRuntime().availableProcessors());
        env.put(EnvironmentField.CPU_MODEL.key(), MachineFacts.cpuModel());
        HeapSize.machineBytes().ifPresent(bytes -> env.put(EnvironmentField.HOST_MEMORY_BYTES.key(), bytes));
        env.putAll(MachineFacts.dataStorage(settings.get(CommonSettings.DATA)));
        env.put(EnvironmentField.DURABILITY.key(), CommonSettings.durability(settings).label());
        env.put(EnvironmentField.INTERVALS.key(), ConfidenceInterval.METHOD);
        Map<String, String> versions = new LinkedHashMap<>(LibraryVersions.present());
        Map<String, Object> databases = new LinkedHashMap<>();
        for (DatabaseServer server : servers) {
            Map<String, Object> database = new LinkedHashMap<>();
            database.put("description", server.description());
            database.put("version", server.serverVersion());
            database.put("settings", server.serverSettings());
            database.put("serverProfiles", server.profiles());
            versions.put(server.engine(), server.serverVersion());
            if (databases.isEmpty()) {
                env.put(EnvironmentField.DATABASE.key(), server.description());
                env.put(EnvironmentField.DATABASE_SETTINGS.key(), database.get("settings"));
                env.put(EnvironmentField.SERVER_PROFILES.key(), database.get("serverProfiles"));
            }
            databases.put(server.engine(), database);
        }
        unavailable.forEach((engine, reason) -> databases.put(engine, Map.of("unavailable", reason)));
        if (!databases.isEmpty()) {
            env.put(EnvironmentField.DATABASES.key(), databases);
        }
        env.put(EnvironmentField.VERSIONS.key(), versions);
        env.put(EnvironmentField.SETTINGS.key(), settings.effective());
        env.put(EnvironmentField.PUBLISHED_SETTINGS.key(), settings.publishedValues());
        return env;
    }
}
