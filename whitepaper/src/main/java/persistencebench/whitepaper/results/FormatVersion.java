package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Optional;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.TopField;

/**
 * The {@link ResultFormat} a result file must be in: its {@code formatVersion} is required and must be
 * {@link ResultFormat#VERSION}, the one this white paper reads. A file without it (written before the field existed, or
 * edited), of an older format it would misread, or of a newer one is refused in one line that says what to do.
 */
final class FormatVersion {

    private FormatVersion() {
    }

    /**
     * Why {@code file}, whose JSON is {@code root}, is refused for its format, naming {@code command}, the program that
     * writes such files; empty when it is in the format this white paper reads.
     */
    static Optional<String> refusal(JsonNode root, Path file, String command) {
        String field = TopField.FORMAT_VERSION.key();
        String name = file.getFileName().toString();
        JsonNode version = root.path(field);
        if (version.isMissingNode() || version.isNull()) {
            return Optional.of(name + " has no \"" + field + "\": this white paper reads result format " + ResultFormat.VERSION
                    + " only, and a file without the field was written before it existed or was edited: rerun " + command);
        }
        if (!version.isIntegralNumber() || !version.canConvertToInt() || version.asInt() < 1) {
            return Optional.of(name + ": \"" + field + "\" is " + version + ", not a whole number of 1 or more: this white paper"
                    + " reads result format " + ResultFormat.VERSION + " only; rerun " + command);
        }
        int number = version.asInt();
        if (number > ResultFormat.VERSION) {
            return Optional.of(name + " is in result format " + number + ", newer than the " + ResultFormat.VERSION
                    + " this white paper reads: render it with the checkout that wrote it, or rerun " + command + " with this one");
        }
        if (number < ResultFormat.VERSION) {
            return Optional.of(name + " is in result format " + number + ", older than the " + ResultFormat.VERSION
                    + " this white paper reads: render it with the checkout that wrote it, or rerun " + command + " with this one");
        }
        return Optional.empty();
    }
}
