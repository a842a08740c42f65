package persistencebench.whitepaper.edition;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The README's findings block: the lines between {@code <!-- begin findings: <edition folder> -->} and
 * {@code <!-- end findings -->}, which hold the {@link FindingsTable} of the edition the begin marker names ({@value #NONE}
 * before the first). The publisher rewrites the block; a test checks that it is the edition's {@code FINDINGS.md}.
 */
public final class ReadmeFindings {
    private static final Pattern BLOCK = Pattern.compile("(<!-- begin findings: ([^ ]+) -->\n)(.*?)(<!-- end findings -->)", Pattern.DOTALL);

    /** What the begin marker names before any edition is published. */
    public static final String NONE = "none";

    private ReadmeFindings() {
    }

    /** The block of {@code readme}: the edition folder it names and the text between its markers. */
    public record Block(String edition, String text) {
    }

    /** The findings block of {@code readme}'s text, if it has one. */
    public static Optional<Block> of(String readme) {
        Matcher m = BLOCK.matcher(readme);
        return m.find() ? Optional.of(new Block(m.group(2), m.group(3))) : Optional.empty();
    }

    /** The PDF of the edition in folder {@code edition}, as the README links it. */
    public static String pdfLink(String edition) {
        return edition + "/whitepaper/whitepaper.pdf";
    }

    /** Rewrites {@code readme}'s block (markers included) to name {@code edition} and hold {@code table}, whole or not at all. */
    static void update(Path readme, String edition, String table) throws IOException {
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        Matcher m = BLOCK.matcher(text);
        if (!m.find()) {
            throw new IOException("it has no findings block");
        }
        String block = "<!-- begin findings: " + edition + " -->\n" + table + "<!-- end findings -->";
        Path written = readme.resolveSibling(readme.getFileName() + ".tmp");
        Files.writeString(written, text.substring(0, m.start()) + block + text.substring(m.end()), StandardCharsets.UTF_8);
        Files.move(written, readme, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
