package persistencebench.generator.bookstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.files.FilesDigest;
import persistencebench.harness.testing.Slow;
import persistencebench.model.bookstore.BookstoreSize;

@Slow
class StoreSealTest {
    private static final List<String> CHECKED = List.of("microstream-tuned", "database-tuned");
    private static final String TAKEN_BY_SEAL = "microstream-tuned: not read back: its files (SHA-256 ";

    @TempDir
    Path dataDir;

    private final List<String> log = new ArrayList<>();

    @Test
    void aStorageIsReadBackOnceThenTakenByItsSealUntilItsFilesOrTheCodeChange() throws IOException {
        BookstoreDataset dataset = BookstoreDataset.ensure(BookstoreSize.TINY, 121, dataDir, TestPostgres.server(), line -> { });
        Path sealFile = dataset.directory().resolve("microstream-tuned.seal.properties");

        assertThat(check(dataset, "code-a")).allSatisfy((store, problem) -> assertThat(problem).as(store).isEmpty());
        assertThat(log).containsExactly("microstream-tuned: read back", "database-tuned: read back");
        StoreSeal first = StoreSeal.read(sealFile).orElseThrow();
        assertThat(first.contentDigest()).isEqualTo(dataset.summary().digest());
        assertThat(first.codeDigest()).isEqualTo("code-a");
        assertThat(dataset.directory().resolve("database-tuned.seal.properties")).doesNotExist();

        assertThat(check(dataset, "code-a")).allSatisfy((store, problem) -> assertThat(problem).as(store).isEmpty());
        assertThat(log).filteredOn(line -> line.startsWith(TAKEN_BY_SEAL)).singleElement()
                .satisfies(line -> assertThat(line).contains(first.readBackAt().toString(), first.filesDigest().substring(0, 12)));

        assertThat(check(dataset, "code-b")).allSatisfy((store, problem) -> assertThat(problem).as(store).isEmpty());
        assertThat(log).noneMatch(line -> line.startsWith(TAKEN_BY_SEAL));
        assertThat(StoreSeal.read(sealFile).orElseThrow().codeDigest()).isEqualTo("code-b");

        flipTheLastByteOfTheLargestFile(dataset.directory().resolve("microstream-tuned"));
        check(dataset, "code-b");
        assertThat(log).as("files changed in place, same sizes: read back, not taken by the seal").noneMatch(line -> line.startsWith(TAKEN_BY_SEAL));
        assertThat(FilesDigest.sha256(dataset.directory().resolve("microstream-tuned"))).isNotEqualTo(first.filesDigest());
    }

    @Test
    void withoutACodeDigestEveryStoreIsReadBackAndNoneIsSealed() {
        BookstoreDataset dataset = BookstoreDataset.ensure(BookstoreSize.TINY, 122, dataDir, TestPostgres.server(), line -> { });

        assertThat(BookstoreVerification.check(dataset, CHECKED, Optional.empty(), (store, how) -> log.add(store + ": " + how)))
                .allSatisfy((store, problem) -> assertThat(problem).as(store).isEmpty());
        assertThat(log).containsExactly("microstream-tuned: read back", "database-tuned: read back");
        assertThat(dataset.directory().resolve("microstream-tuned.seal.properties")).doesNotExist();
    }

    @Test
    void aSealThatCannotBeReadIsNoSeal(@TempDir Path directory) throws IOException {
        Path file = directory.resolve("x.seal.properties");
        Files.writeString(file, "contentDigest=abc\n");

        assertThat(StoreSeal.read(file)).isEmpty();
        assertThat(StoreSeal.read(directory.resolve("missing.seal.properties"))).isEmpty();
    }

    private Map<String, Optional<String>> check(BookstoreDataset dataset, String code) {
        log.clear();
        return BookstoreVerification.check(dataset, CHECKED, Optional.of(code), (store, how) -> log.add(store + ": " + how));
    }

    private static void flipTheLastByteOfTheLargestFile(Path storage) throws IOException {
        Path largest;
        try (Stream<Path> files = Files.walk(storage)) {
            largest = files.filter(Files::isRegularFile).max((a, b) -> Long.compare(size(a), size(b))).orElseThrow();
        }
        try (FileChannel channel = FileChannel.open(largest, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ByteBuffer last = ByteBuffer.allocate(1);
            channel.read(last, channel.size() - 1);
            last.put(0, (byte) ~last.get(0));
            last.rewind();
            channel.write(last, channel.size() - 1);
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
