package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The machine, JVM, library versions and effective settings a result file was measured with. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Environment(
        String jdk,
        String jvm,
        String os,
        Integer cpus,
        Long maxHeapBytes,
        List<String> jvmArgs,
        Long hostMemoryBytes,
        Map<String, String> versions,
        String database,
        Map<String, String> settings) {

    public Environment {
        jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
        versions = versions == null ? Map.of() : new LinkedHashMap<>(versions);
        settings = settings == null ? Map.of() : new LinkedHashMap<>(settings);
    }

    /** The version recorded for {@code library}, or "?" when the harness did not record it. */
    public String version(String library) {
        return versions.getOrDefault(library, "?");
    }
}
