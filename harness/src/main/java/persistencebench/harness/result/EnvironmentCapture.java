package persistencebench.harness.result;

import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.settings.Settings;

import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;

/** What a reader needs to judge a number: JDK, OS, CPUs, heap, library and server versions, effective settings. */
public final class EnvironmentCapture {

    private EnvironmentCapture() {
    }

    /** @param server may be null for benchmarks that do not use PostgreSQL */
    public static Map<String, Object> capture(Settings settings, PostgresServer server) {
        Map<String, Object> env = new LinkedHashMap<>();
        env.put("jdk", System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
        env.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        env.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        env.put("cpus", Runtime.getRuntime().availableProcessors());
        env.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
        env.put("jvmArgs", ManagementFactory.getRuntimeMXBean().getInputArguments());
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            env.put("hostMemoryBytes", os.getTotalMemorySize());
        }
        Map<String, String> versions = new LinkedHashMap<>(LibraryVersions.present());
        if (server != null) {
            versions.put("postgresql", server.serverVersion());
            env.put("database", server.description());
            env.put("databaseSettings", server.serverSettings());
        }
        env.put("versions", versions);
        env.put("settings", settings.effective());
        return env;
    }
}
