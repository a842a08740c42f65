package persistencebench.whitepaper.edition;

import org.junit.jupiter.api.Test;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The README shows what the committed edition's files give, and links only to files that exist. */
class ReadmeTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern LOCAL_LINK = Pattern.compile("\\]\\((?!https?:|mailto:|#)([^)#\\s]+)");

    @Test
    void theFindingsBlockIsTheTableOfTheEditionItNames() throws IOException {
        Optional<ReadmeFindings.Block> block = ReadmeFindings.of(readme());
        if (block.isEmpty()) {
            assertThat(ROOT.resolve("editions")).as("an edition is committed, but the README has no findings block showing it")
                    .doesNotExist();
            return;
        }
        String edition = block.get().edition();
        String expected = FindingsTable.markdown(new ResultsLoader().load(ROOT.resolve(edition)), ReadmeFindings.pdfLink(edition));
        assertThat(block.get().text()).as("the README's findings block differs from edition %s's decision guide: publish the edition"
                + " again, or copy its table in", edition).isEqualTo(expected);
    }

    @Test
    void everyLocalLinkPointsAtAFileOfTheCheckout() throws IOException {
        List<String> missing = new ArrayList<>();
        Matcher m = LOCAL_LINK.matcher(readme());
        while (m.find()) {
            if (!Files.exists(ROOT.resolve(m.group(1)))) {
                missing.add(m.group(1));
            }
        }
        assertThat(missing).as("README links to files that do not exist").isEmpty();
    }

    private static String readme() throws IOException {
        return Files.readString(ROOT.resolve("README.md"));
    }
}
