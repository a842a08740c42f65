package persistencebench.write.objectgraph;

import java.util.List;
import java.util.Map;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.write.plugin.CellConfiguration;
import persistencebench.write.plugin.LoaderContext;

/**
 * The object-graph stores' own setting, {@code -Dchannels}: the storage's channel count, one or a sweep. Both engines
 * declare it ({@code microstream} and its generated {@code eclipsestore} twin); each count is a configuration of their
 * cells, recorded as {@link CellField#CHANNELS}, since the study's write figures are given per channel count.
 */
public final class StorageChannelSetting {
    public static final Setting<String> CHANNELS = Setting.text("channels", "auto",
            "storage channels of the object-graph stores: auto (the study's highestOneBit(cpus - 1), at least 1),"
                    + " a power of two, or a comma list such as 1,2,4 for a sweep");

    private StorageChannelSetting() {
    }

    /** One configuration per channel count of {@code -Dchannels}, labelled like {@code tuned-2ch} in a sweep. */
    public static List<CellConfiguration> configurations(Settings settings) {
        ChannelCounts counts = ChannelCounts.parse(settings.get(CHANNELS), Runtime.getRuntime().availableProcessors());
        return counts.counts().stream().map(count -> new CellConfiguration(counts.sweep() ? "-" + count + "ch" : "", count + "ch",
                Map.of(CHANNELS.name(), Integer.toString(count)), Map.of(CellField.CHANNELS, count), null)).toList();
    }

    /** The channel count of the cell a loader runs in. */
    public static int count(LoaderContext context) {
        return ChannelCounts.parse(context.setting(CHANNELS), Runtime.getRuntime().availableProcessors()).counts().get(0);
    }
}
