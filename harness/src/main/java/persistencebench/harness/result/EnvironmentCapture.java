package persistencebench.harness.result;

import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * What a reader needs to judge a number: JDK, OS, CPUs, memory, the durability class, library and server versions,
 * the server's durability and memory settings, and every effective setting. Describes the machine, not the
 * orchestrating JVM: heap limits and JVM flags belong to the forked JVM of each cell and are recorded there.
 */
public final class EnvironmentCapture {

    private EnvironmentCapture() {
    }

    /** @param server may be null for runs that use no database server */
    public static Map<String, Object> capture(Settings settings, DatabaseServer server) {
        Map<String, Object> env = new LinkedHashMap<>();
        env.put("jdk", System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        env.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        env.put("cpus", Runtime.getRuntime().availableProcessors());
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            env.put("hostMemoryBytes", os.getTotalMemorySize());
        }
        env.put("durability", CommonSettings.durability(settings).label());
        Map<String, String> versions = new LinkedHashMap<>(LibraryVersions.present());
        if (server != null) {
            versions.put(server.engine(), server.serverVersion());
            env.put("database", server.description());
            env.put("databaseSettings", server.serverSettings());
            env.put("serverProfiles", server.profiles());
        }
        env.put("versions", versions);
        env.put("settings", settings.effective());
        return env;
    }
}
