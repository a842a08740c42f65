package persistencebench.whitepaper.document;

import java.util.List;
import java.util.stream.Collectors;

/** An AsciiDoc bullet list. */
final class Bullets {

    private Bullets() {
    }

    /** {@code lines} as a bullet list, or a sentence saying there is nothing to list. */
    static String of(List<String> lines) {
        if (lines.isEmpty()) {
            return "Nothing to report.\n";
        }
        return lines.stream().map(line -> "* " + line).collect(Collectors.joining("\n", "", "\n"));
    }
}
