package persistencebench.whitepaper;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * No Java source of the white paper names a backend or a variant in a string literal (comments aside): labels,
 * colours, order and variant kinds come from the result files, the study's figures from {@code study-figures.json}, a harness resource.
 */
class NoBackendInCodeTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\n]*");
    /** Backend names as result files write them, and their labels; "CSV" as the file format is not a backend. */
    private static final Pattern BACKEND = Pattern.compile("\\b(csv|microstream|eclipsestore|jdbc|hibernate"
            + "|MicroStream|EclipseStore|JDBC|Hibernate)\\b");
    private static final Pattern VARIANT = Pattern.compile("(paper|tuned|streamed|rewrite|baseline)");

    @Test
    void noStringLiteralNamesABackendOrIsAVariantName() throws IOException {
        List<String> offenders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> lines = List.of(COMMENT.matcher(Files.readString(file)).replaceAll("").split("\n"));
                for (int i = 0; i < lines.size(); i++) {
                    Matcher literal = STRING_LITERAL.matcher(lines.get(i));
                    while (literal.find()) {
                        String text = literal.group(1);
                        if (BACKEND.matcher(text).find() || VARIANT.matcher(text).matches()) {
                            offenders.add(SOURCES.relativize(file) + ":" + (i + 1) + " \"" + text + "\"");
                        }
                    }
                }
            }
        }
        assertThat(offenders).isEmpty();
    }
}
