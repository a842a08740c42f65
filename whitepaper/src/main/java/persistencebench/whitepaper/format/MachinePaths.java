package persistencebench.whitepaper.format;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keeps machine paths out of the document: an absolute path ({@code /work/main/results},
 * {@code C:\data\trips.csv}) is reduced to its last part ({@code results}, {@code trips.csv}), which says
 * what was used without saying where it lived on the machine that ran the benchmark.
 */
public final class MachinePaths {

    private static final Pattern UNIX = Pattern.compile("(?<![\\w.:/~\\\\-])(?:/[^\\s/'\"`,;:()\\[\\]{}|<>*]+)+/?");
    private static final Pattern WINDOWS = Pattern.compile("(?<![\\w])[A-Za-z]:\\\\[^\\s'\"`,;|<>*]*");

    private MachinePaths() {
    }

    /** {@code text} with every absolute path replaced by its last part; {@code null} stays {@code null}. */
    public static String redact(String text) {
        if (text == null) {
            return null;
        }
        return replace(WINDOWS, replace(UNIX, text, '/'), '\\');
    }

    /** The last part of a path written with either separator: {@code /a/b/trips.csv -> trips.csv}. */
    public static String fileName(String path) {
        String trimmed = path.replaceAll("[/\\\\]+$", "");
        int cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
        return cut < 0 ? trimmed : trimmed.substring(cut + 1);
    }

    private static String replace(Pattern pattern, String text, char separator) {
        Matcher matcher = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String last = fileName(matcher.group());
            matcher.appendReplacement(out, Matcher.quoteReplacement(last.isEmpty() ? String.valueOf(separator) : last));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
