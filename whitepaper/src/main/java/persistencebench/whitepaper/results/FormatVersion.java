package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.TopField;

/**
 * The {@link ResultFormat} a result file is in: its {@code formatVersion}, or {@link ResultFormat#UNVERSIONED} when it
 * has none (a file written before the field existed). The white paper reads every version up to
 * {@link ResultFormat#VERSION} and refuses a newer one, which it would misread.
 */
record FormatVersion(int number) {

    /**
     * The version of the file whose JSON is {@code root}.
     *
     * @throws IllegalArgumentException when {@code formatVersion} is there but not a whole number of 1 or more
     */
    static FormatVersion of(JsonNode root) {
        JsonNode version = root.path(TopField.FORMAT_VERSION.key());
        if (version.isMissingNode()) {
            return new FormatVersion(ResultFormat.UNVERSIONED);
        }
        if (!version.canConvertToExactIntegral() || !version.canConvertToInt() || version.asInt() < 1) {
            throw new IllegalArgumentException("\"" + TopField.FORMAT_VERSION.key() + "\" is " + version + ", not a whole number of 1 or more");
        }
        return new FormatVersion(version.asInt());
    }

    /** Whether this white paper reads files of this version. */
    boolean readable() {
        return number <= ResultFormat.VERSION;
    }

    /** Whether the file predates cell ids ({@link FormatOneUpgrade}). */
    boolean unversioned() {
        return number == ResultFormat.UNVERSIONED;
    }

    /**
     * Why {@code file}, of a version this white paper does not read, is refused, and what to do: one line naming
     * {@code command}, the program that writes such files.
     */
    String refusal(Path file, String command) {
        return file.getFileName() + " is in result format " + number + ", newer than the " + ResultFormat.VERSION
                + " this white paper reads: render it with the checkout that wrote it, or rerun " + command + " with this one";
    }
}
