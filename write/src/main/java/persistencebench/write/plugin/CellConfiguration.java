package persistencebench.write.plugin;

import java.util.List;
import java.util.Map;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.settings.OwnSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;

/**
 * One configuration a backend's cells run in, made by the backend from its own settings
 * ({@link WriteBackend#configurations}): the run plans one cell per variant and configuration, carries the values to
 * the cell's loader ({@link LoaderContext#setting}) and records what the backend asks, without knowing what any of it
 * means. A sweep (e.g. {@code -Dchannels=1,2,4}) is several configurations, each with its own label suffix.
 *
 * @param labelSuffix what the cell's label adds to its variant's name, e.g. {@code -2ch}; empty for none
 * @param description how progress lines and the job's ledger name the configuration, e.g. {@code 2ch}, or null for nothing
 *                    to say
 * @param settings    the backend's own settings for this cell, by name, as {@code -Dname=text} would give them
 * @param recorded    result-file fields every cell of this configuration records, e.g. {@link CellField#CHANNELS}
 * @param skipped     why the run cannot measure cells of this configuration (e.g. no server given), or null
 */
public record CellConfiguration(String labelSuffix, String description, Map<String, String> settings, Map<CellField, Object> recorded,
                                String skipped) {
    /** The configuration of a cell planned without one (a test's, a baseline's). */
    public static final CellConfiguration DEFAULT = new CellConfiguration("", null, Map.of(), Map.of(), null);

    public CellConfiguration {
        labelSuffix = labelSuffix == null ? "" : labelSuffix;
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        recorded = recorded == null ? Map.of() : Map.copyOf(recorded);
    }

    /** One configuration with the values of {@code declared}, as the run was given them (unset ones left out). */
    public static CellConfiguration of(Settings settings, List<Setting<?>> declared) {
        return new CellConfiguration("", null, OwnSettings.of(settings, declared).values(), Map.of(), null);
    }

    /** A configuration the run plans and records as skipped, for {@code reason}. */
    public static CellConfiguration unavailable(String reason) {
        return new CellConfiguration("", null, Map.of(), Map.of(), reason);
    }
}
