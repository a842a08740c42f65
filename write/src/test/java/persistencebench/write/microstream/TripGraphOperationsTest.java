package persistencebench.write.microstream;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.durability.FileForce;
import persistencebench.harness.testing.Slow;
import persistencebench.write.TestTrips;
import persistencebench.write.objectgraph.StorageDirectory;
import persistencebench.write.singleops.TripFares;

/**
 * What the tuned graph's single operations force on a real storage under {@code disk}, and what their quiesce loads:
 * a commit forces its head data file and then its transactions log and no directory; the quiesce leaves every chunk
 * loaded.
 */
@Slow
class TripGraphOperationsTest {
    private static final int CHUNK_TRIPS = 64;

    @TempDir
    Path directory;

    private MicroStreamTunedTripLoader loaded() throws Exception {
        MicroStreamTunedTripLoader loader = new MicroStreamTunedTripLoader(TestTrips.context(directory, null), true, CHUNK_TRIPS, 1_000);
        TestTrips.store(loader, TestTrips.csv(TestTrips.realSample()));
        return loader;
    }

    @Test
    void aCommitForcesItsDataFileThenItsTransactionsLogAndNoDirectory() throws Exception {
        MicroStreamTunedTripLoader loader = loaded();
        StorageDirectory files = loader.directory();
        EmbeddedStorageManager storage = loader.reopen();
        try {
            TripGraph graph = (TripGraph) storage.root();
            // The housekeeping's work done and forced first, as the quiesce does, so only the commit writes below.
            storage.issueFullGarbageCollection();
            storage.issueFullFileCheck();
            files.makeDurableChanged();
            GraphChanges changes = new GraphChanges();
            graph.update(1, trip -> TripFares.withFare(trip, 12.5), changes);
            changes.commit(storage);

            FileForce.Forced forced = files.makeDurableChanged();

            // The lock file is rewritten every few seconds by the storage; when that falls in between, it is forced too.
            List<String> names = forced.files().stream().map(file -> file.getFileName().toString())
                    .filter(name -> !name.equals("used.lock")).toList();
            assertThat(names).hasSize(2);
            assertThat(names.get(0)).matches("channel_0_\\d+\\.dat");
            assertThat(names.get(1)).isEqualTo("transactions_0.sft");
            assertThat(forced.directories()).isEmpty();
            assertThat(files.makeDurableChanged().files()).as("nothing written since").isEmpty();
        } finally {
            storage.shutdown();
        }
    }

    @Test
    void theQuiesceLoadsEveryChunk() throws Exception {
        MicroStreamTunedTripLoader loader = loaded();
        EmbeddedStorageManager storage = loader.reopen();
        TripGraph graph = (TripGraph) storage.root();
        try (TripGraphOperations operations = new TripGraphOperations(storage, graph, loader.directory(), CHUNK_TRIPS)) {
            List<Lazy<TripChunk>> chunks = graph.days().values().stream().flatMap(day -> day.chunks().stream()).toList();
            assertThat(chunks).hasSizeGreaterThan((int) (TestTrips.SAMPLE_ROWS / CHUNK_TRIPS)).noneMatch(chunk -> chunk.isLoaded());

            assertThat(operations.quiesce()).contains("every chunk loaded (" + TestTrips.SAMPLE_ROWS + " trips)");
            assertThat(chunks).allMatch(chunk -> chunk.isLoaded());
        }
    }
}
