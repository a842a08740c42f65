package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One database server of a run, from {@code environment.databases}: which server (no machine paths), its version,
 * the settings found at the start of the run and the settings each server profile sets; or, for an engine the run
 * selected but could not start, only why ({@code unavailable}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResultDatabaseServer(String description, String version, Map<String, String> settings,
                             Map<String, Map<String, String>> serverProfiles, String unavailable) {

    public ResultDatabaseServer {
        settings = settings == null ? Map.of() : new LinkedHashMap<>(settings);
        serverProfiles = serverProfiles == null ? Map.of() : new LinkedHashMap<>(serverProfiles);
    }

    /** Whether the run could not start this server; its cells are skipped. */
    public boolean isUnavailable() {
        return unavailable != null;
    }

    /** The settings {@code profile} sets; empty for a profile that keeps the engine's defaults, or an unknown one. */
    public Map<String, String> profile(String profile) {
        return serverProfiles.getOrDefault(profile, Map.of());
    }
}
