package persistencebench.whitepaper.edition;

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

/** The README shows the findings of the newest committed edition, and links only to files that exist. */
class ReadmeTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern LOCAL_LINK = Pattern.compile("\\]\\((?!https?:|mailto:|#)([^)#\\s]+)");

    @Test
    void theFindingsBlockIsTheTableOfTheNewestEdition() throws IOException {
        ReadmeFindings.Block block = ReadmeFindings.of(readme()).orElseThrow(() -> new AssertionError("README.md has no findings block"));
        List<String> editions = editions();
        if (editions.isEmpty()) {
            assertThat(block.edition()).isEqualTo(ReadmeFindings.NONE);
            return;
        }
        String newest = editions.get(editions.size() - 1);
        assertThat(block.edition()).as("the README's findings block names the newest edition").isEqualTo(newest);
        assertThat(block.text()).as("the README's findings block is %s/%s", newest, FindingsTable.FILE)
                .isEqualTo(Files.readString(ROOT.resolve(newest).resolve(FindingsTable.FILE)));
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

    /** The published editions, {@code editions/<date>} with their notes, oldest first. */
    private static List<String> editions() throws IOException {
        Path editions = ROOT.resolve("editions");
        if (!Files.isDirectory(editions)) {
            return List.of();
        }
        try (Stream<Path> folders = Files.list(editions)) {
            return folders.filter(folder -> Files.isRegularFile(folder.resolve(EditionNotes.FILE)))
                    .map(folder -> "editions/" + folder.getFileName()).sorted().toList();
        }
    }

    private static String readme() throws IOException {
        return Files.readString(ROOT.resolve("README.md"));
    }
}
