package persistencebench.whitepaper.document;

/** Escaping for text that comes from result files and must reach the reader verbatim. */
final class AsciiDocText {

    private AsciiDocText() {
    }

    /**
     * {@code text} as literal monospace, so AsciiDoc does not turn {@code --} into a dash or
     * {@code *x*} into bold inside JVM arguments and settings.
     */
    static String literal(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        if (text.contains("+`")) {
            return "`" + text.replace("`", "\\`") + "`";
        }
        return "`+" + text + "+`";
    }
}
