package persistencebench.write.objectgraph;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import persistencebench.generator.bookstore.StorageChannels;
import persistencebench.harness.settings.SettingsException;

/**
 * The storage channel counts of the cells of backends that need channels ({@code -Dchannels}): one count, or
 * several for a sweep, in which case each count gets its own cells named like {@code tuned-2ch}.
 *
 * @param counts the counts in the order given, each a power of two
 */
public record ChannelCounts(List<Integer> counts) {
    /** The stores allow more; more than this makes no sense on any machine we target. */
    static final int MAX = 64;

    public ChannelCounts {
        counts = List.copyOf(counts);
    }

    /**
     * Parses {@code auto}, a power of two, or a comma list of them (e.g. {@code 1,2,4}).
     *
     * @param cpus the processors {@code auto} is computed from
     */
    public static ChannelCounts parse(String text, int cpus) {
        List<Integer> counts = new ArrayList<>();
        for (String part : text.split(",")) {
            String value = part.trim().toLowerCase(Locale.ROOT);
            int count = value.equals("auto") ? StorageChannels.paperRule(cpus) : parseCount(text, value);
            if (!counts.contains(count)) {
                counts.add(count);
            }
        }
        return new ChannelCounts(counts);
    }

    /** Whether several counts were asked for (cells then carry the count in their variant name). */
    public boolean sweep() {
        return counts.size() > 1;
    }

    private static int parseCount(String text, String value) {
        int count;
        try {
            count = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            count = -1;
        }
        if (count < 1 || count > MAX || Integer.bitCount(count) != 1) {
            throw new SettingsException("invalid value -Dchannels=" + text + ": \"" + value + "\" is not a channel count;"
                    + " expected auto, a power of two up to " + MAX + ", or a comma list such as 1,2,4");
        }
        return count;
    }
}
