package persistencebench.scaling;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.HeapSize;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.read.ReadBenchmark;
import persistencebench.read.ReadSettings;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.write.WriteBenchmark;
import persistencebench.write.WriteSettings;

/**
 * The study's steps in the order they run: the read part from the smallest bookstore up, the write part from the
 * fewest trips up, then the memory wall from the smallest heap and size up ({@code docs/method.md}, "The scaling
 * study"). Every step reads the same seeded data as every other step of its size: the programs cache datasets under
 * {@code -Ddata}, so a size is generated once.
 */
final class ScalingPlan {
    /** The tuned variants only, in the write part: the cost of the study's own approaches across sizes is not asked. */
    private static final String WRITE_VARIANTS = "tuned";

    private ScalingPlan() {
    }

    /** @param stepResults the directory whose sub-directory per step receives that step's result files */
    static List<ScalingStep> of(Settings settings, Path stepResults, BackendRegistry<ReadBackend> readBackends) {
        List<String> cases = settings.get(ScalingSettings.CASES);
        List<ScalingStep> steps = new ArrayList<>();
        if (cases.contains(Case.READ.label())) {
            for (String size : settings.get(ScalingSettings.SIZES)) {
                Map<String, String> properties = bookstore(settings, size, settings.get(ScalingSettings.HEAP));
                properties.put(DatabaseSettings.DATABASES.name(), String.join(",", settings.get(ScalingSettings.DATABASES)));
                // the read variants chosen run on every engine chosen: the study's queries across sizes are what this part asks
                properties.put(DatabaseSettings.STUDY_DATABASES.name(), String.join(",", settings.get(ScalingSettings.DATABASES)));
                properties.put("variants", String.join(",", settings.get(ScalingSettings.readVariants(readBackends))));
                properties.put("forks", settings.get(ScalingSettings.READ_FORKS).toString());
                properties.put("iterations", settings.get(ScalingSettings.READ_ITERATIONS).toString());
                properties.put(ReadSettings.COLD_JVMS.name(), settings.get(ScalingSettings.READ_ITERATIONS).toString());
                properties.put(ReadSettings.CONCURRENT_FORKS.name(), settings.get(ScalingSettings.READ_FORKS).toString());
                properties.put("warmups", settings.get(ScalingSettings.READ_WARMUPS).toString());
                steps.add(step("read-" + size, Case.READ, size, 0, settings.get(ScalingSettings.HEAP), ReadBenchmark.class, properties,
                        stepResults));
            }
        }
        if (cases.contains(Case.WRITE.label())) {
            for (long rows : ScalingSettings.trips(settings)) {
                Map<String, String> properties = common(settings);
                properties.put("rows", Long.toString(rows));
                properties.put("variants", WRITE_VARIANTS);
                properties.put(DatabaseSettings.DATABASES.name(), String.join(",", settings.get(ScalingSettings.DATABASES)));
                properties.put("forks", settings.get(ScalingSettings.WRITE_FORKS).toString());
                properties.put("iterations", settings.get(ScalingSettings.WRITE_ITERATIONS).toString());
                properties.put("sampleBudget", settings.get(ScalingSettings.SAMPLE_BUDGET).toString());
                // a warm-up slice larger than the smallest counts would store more than a sample does
                properties.put("warmupRows", Long.toString(Math.min(rows, 200_000)));
                // the part measures the load across sizes; the reads and single operations after it are the main job's
                properties.put(WriteSettings.LOOKUPS.name(), "0");
                properties.put(WriteSettings.SINGLE_OPS.name(), "0");
                steps.add(step("write-" + rows, Case.WRITE, null, rows, null, WriteBenchmark.class, properties, stepResults));
            }
        }
        if (cases.contains(Case.WALL.label())) {
            String objectGraphs = String.join(",", objectGraphs(readBackends));
            for (String heap : ScalingSettings.wallHeaps(settings)) {
                for (String size : settings.get(ScalingSettings.WALL_SIZES)) {
                    if (readPartServesTheWall(settings, readBackends, heap, size)) {
                        continue;
                    }
                    Map<String, String> properties = bookstore(settings, size, heap);
                    properties.put("backends", objectGraphs);
                    properties.put("forks", "1");
                    properties.put("iterations", "1");
                    properties.put(ReadSettings.COLD_JVMS.name(), "1");
                    properties.put(ReadSettings.CONCURRENT_FORKS.name(), "1");
                    properties.put("warmups", "1");
                    steps.add(step("wall-" + heap + "-" + size, Case.WALL, size, 0, heap, ReadBenchmark.class, properties, stepResults));
                }
            }
        }
        return steps;
    }

    /** The wall's backends: the read backends that need no database. */
    static List<String> objectGraphs(BackendRegistry<ReadBackend> readBackends) {
        return readBackends.all().stream().filter(backend -> !backend.descriptor().needs(BackendDescriptor.Need.DATABASE))
                .map(ReadBackend::name).toList();
    }

    /**
     * Whether the read part runs every object-graph variant at {@code size} in {@code heap}: its cold JVMs and hot forks,
     * more of them than a wall step runs, then stand in for the wall's cells there ({@link MemoryWall}).
     */
    static boolean readPartServesTheWall(Settings settings, BackendRegistry<ReadBackend> readBackends, String heap, String size) {
        return settings.get(ScalingSettings.CASES).contains(Case.READ.label()) && settings.get(ScalingSettings.SIZES).contains(size)
                && HeapSize.megabytes(settings.get(ScalingSettings.HEAP)).equals(HeapSize.megabytes(heap))
                && settings.get(ScalingSettings.readVariants(readBackends)).containsAll(readBackends.variantNames());
    }

    /** A bookstore step's settings: its size and heap; the concurrent readers are the main job's, not the study's. */
    private static Map<String, String> bookstore(Settings settings, String size, String heap) {
        Map<String, String> properties = common(settings);
        properties.put("size", size);
        properties.put("heap", heap);
        properties.put("concurrentOperations", "0");
        properties.put("concurrentSlowOperations", "0");
        return properties;
    }

    private static Map<String, String> common(Settings settings) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put(CommonSettings.SEED.name(), settings.get(CommonSettings.SEED).toString());
        properties.put(CommonSettings.DURABILITY.name(), settings.text(CommonSettings.DURABILITY));
        properties.put(CommonSettings.FORK_TIMEOUT.name(), settings.get(CommonSettings.FORK_TIMEOUT).toString());
        properties.put(CommonSettings.DATA.name(), settings.get(CommonSettings.DATA).toAbsolutePath().toString());
        if (settings.get(CommonSettings.QUICK)) {
            properties.put(CommonSettings.QUICK.name(), "true");
        }
        return properties;
    }

    private static ScalingStep step(String name, Case kind, String size, long rows, String heap, Class<?> program,
                                    Map<String, String> properties, Path stepResults) {
        properties.put(CommonSettings.RESULTS.name(), stepResults.resolve(name).toAbsolutePath().toString());
        long weight = size == null ? rows : BookstoreSize.parse(size).maxPurchases();
        return new ScalingStep(name, kind, size, rows, heap, program, properties, weight);
    }
}
