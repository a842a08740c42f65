package persistencebench.write;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import persistencebench.harness.backend.BackendDescriptor.Need;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.write.fork.WarmupSlice;
import persistencebench.write.fork.WriteTask;
import persistencebench.write.plugin.CellConfiguration;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.readback.ReadBackSpec;
import persistencebench.write.singleops.SingleOpsSpec;

/**
 * Which cells a run measures, in registry order: every selected backend × selected variant × the backend's
 * configurations ({@link WriteBackend#configurations}: one, or one per value of a sweep such as {@code -Dchannels=1,2,4})
 * (× selected database for backends that need one, where the variant runs on that engine, the study's approaches only
 * on {@code -DstudyDatabases}). A load-only baseline (a variant that stores nothing) runs whenever its backend is selected, since every
 * store cell is compared with it. Cells of one variant on several databases share their label: each records its
 * {@code database}.
 */
final class WritePlan {
    /** One planned cell before the dataset and the database are known; {@code engine} is null for a backend without a database. */
    private record Planned(WriteBackend backend, Variant<LoaderFactory> variant, String label, CellConfiguration configuration, String engine) {
        TripShape shape() {
            return variant.strategy().shape();
        }
    }

    private final List<Planned> planned;
    private final int warmups;
    private final int iterations;

    private WritePlan(List<Planned> planned, int warmups, int iterations) {
        this.planned = List.copyOf(planned);
        this.warmups = warmups;
        this.iterations = iterations;
    }

    static WritePlan of(Settings settings) {
        List<String> backends = settings.get(WriteSettings.BACKENDS);
        List<String> databases = settings.get(DatabaseSettings.DATABASES);
        List<String> variants = settings.get(WriteSettings.VARIANTS);
        List<String> studyDatabases = settings.get(DatabaseSettings.STUDY_DATABASES);
        List<Planned> planned = new ArrayList<>();
        for (WriteBackend backend : WriteBackend.registry().all()) {
            // every backend's, selected or not: a bad value of a backend's own setting is reported like any other
            List<CellConfiguration> configurations = backend.configurations(settings);
            if (!backends.contains(backend.name())) {
                continue;
            }
            for (Variant<LoaderFactory> variant : backend.variants()) {
                if (variant.strategy().shape().stores() && !variants.contains(variant.name())) {
                    continue;
                }
                for (CellConfiguration configuration : configurations) {
                    String label = variant.name() + configuration.labelSuffix();
                    if (backend.descriptor().needs(Need.DATABASE)) {
                        databases.stream().filter(engine -> variant.strategy().runsOn(engine))
                                .filter(engine -> variant.kind().runsOn(engine, studyDatabases))
                                .forEach(engine -> planned.add(new Planned(backend, variant, label, configuration, engine)));
                    } else {
                        planned.add(new Planned(backend, variant, label, configuration, null));
                    }
                }
            }
        }
        if (planned.stream().noneMatch(p -> p.shape().stores()) && !backends.stream().allMatch(WritePlan::isBaseline)) {
            throw new SettingsException("nothing to measure: -Dbackends=" + String.join(",", backends) + " has no variant among -Dvariants="
                    + String.join(",", variants) + (studyDatabases.containsAll(databases) ? "" : " on -Ddatabases=" + String.join(",", databases)
                    + " (the SQL backends' paper variants and steps store only into -DstudyDatabases=" + String.join(",", studyDatabases)
                    + ")") + "; the variants are " + variantsPerBackend(backends));
        }
        return new WritePlan(planned, settings.get(WriteSettings.WARMUPS), settings.get(WriteSettings.ITERATIONS));
    }

    private static boolean isBaseline(String backend) {
        return WriteBackend.registry().byName(backend).variants().stream().noneMatch(v -> v.strategy().shape().stores());
    }

    private static String variantsPerBackend(List<String> backends) {
        return backends.stream().map(name -> name + ": " + WriteBackend.registry().byName(name).variants().stream()
                .map(Variant::name).collect(Collectors.joining(","))).collect(Collectors.joining("; "));
    }

    /** The database engines the planned cells run on, in the order selected; empty when no cell needs one. */
    List<String> databases() {
        return planned.stream().map(Planned::engine).filter(Objects::nonNull).distinct().toList();
    }

    /** The shapes the planned loaders store, whose Java-side digests the reference read computes. */
    Set<TripShape> storedShapes() {
        return planned.stream().map(Planned::shape).filter(TripShape::stores).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /** Each planned cell as {@code backend/label}, with {@code on engine} for a database's, in the order they run. */
    List<String> titles() {
        return planned.stream().map(p -> p.backend().name() + "/" + p.label() + (p.engine() == null ? "" : " on " + p.engine())).toList();
    }

    /** The planned backends' names, in display order. */
    List<String> backendNames() {
        return planned.stream().map(p -> p.backend().name()).distinct().toList();
    }

    /**
     * @param warmup      what warm-ups read ({@link WarmupSlice}), or null for the dataset's CSV
     * @param servers     the run's database servers (an engine that did not start makes its cells skipped)
     * @param database    the name of the benchmark database on every server
     * @param storageRoot where the object stores get their directories
     * @param readBack    the read-back phases of loaders that serve lookups, or null for none
     * @param singleOps   the single-operation phases of loaders that serve them, or null for none
     */
    List<WriteTask> cells(TripDataset dataset, WarmupSlice warmup, ReferenceRead reference, DatabaseServers servers, String database,
                         Path storageRoot, Settings settings, ReadBackSpec readBack, SingleOpsSpec singleOps) {
        return planned.stream().map(p -> {
            String unavailable = p.engine() == null ? null : servers.unavailableReason(p.engine());
            DatabaseTarget target = p.engine() == null ? null : servers.get(p.engine()).map(server -> server.target(database))
                    .orElse(DatabaseTarget.unavailable(p.engine(), database));
            String skipped = unavailable != null ? "the " + p.engine() + " database is not available: " + unavailable : p.configuration().skipped();
            return new WriteTask(p.backend().name(), p.variant().name(), p.label(), p.shape().phase(), p.configuration(),
                    dataset.csv().toString(), warmup, dataset.badRows(), reference.rows(), expected(reference, p.shape()), settings.get(CommonSettings.SEED),
                    CommonSettings.durability(settings).label(), warmups, iterations, 1,
                    storageRoot.resolve(p.backend().name() + "-" + p.label()).toString(), target, null, p.shape().stores() ? readBack : null,
                    p.shape().stores() ? singleOps : null, skipped, null, null);
        }).toList();
    }

    private static List<Long> expected(ReferenceRead reference, TripShape shape) {
        return shape.stores() ? Arrays.stream(reference.digest(shape).components()).boxed().toList() : null;
    }
}
