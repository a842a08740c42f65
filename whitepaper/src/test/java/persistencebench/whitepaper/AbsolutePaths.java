package persistencebench.whitepaper;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds absolute machine paths ({@code /tmp/...}, {@code /root/...}, {@code C:\...}) in generated text. */
public final class AbsolutePaths {

    private static final Pattern ABSOLUTE_PATH = Pattern.compile(
            "(?<![\\w.:/~-])/(?:work|root|tmp|home|Users|var|opt|usr|mnt|srv|data|private)/|\\b[A-Za-z]:\\\\");

    private AbsolutePaths() {
    }

    /** The text around the first absolute path in {@code text}, if there is one. */
    public static Optional<String> firstIn(String text) {
        Matcher matcher = ABSOLUTE_PATH.matcher(text);
        if (!matcher.find()) {
            return Optional.empty();
        }
        return Optional.of(text.substring(Math.max(0, matcher.start() - 60), Math.min(text.length(), matcher.end() + 60)));
    }
}
