package persistencebench.write;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/**
 * Which cells a run measures, in order: the load-only baseline, then every selected backend × variant
 * (× channel count in a sweep), in registry order.
 */
final class WritePlan {
    /** One planned cell before the dataset and database are known. */
    private record Planned(String backend, String variant, String label, int channels, boolean usesDatabase) {
    }

    private final List<Planned> planned;
    private final int warmups;
    private final int iterations;

    private WritePlan(List<Planned> planned, int warmups, int iterations) {
        this.planned = List.copyOf(planned);
        this.warmups = warmups;
        this.iterations = iterations;
    }

    static WritePlan of(Settings settings, ChannelCounts channels) {
        List<String> backends = settings.get(WriteSettings.BACKENDS);
        List<String> variants = settings.get(WriteSettings.VARIANTS);
        List<Planned> planned = new ArrayList<>();
        if (backends.contains(CellSpec.LOAD_ONLY_BACKEND)) {
            planned.add(new Planned(CellSpec.LOAD_ONLY_BACKEND, CellSpec.LOAD_ONLY_VARIANT, CellSpec.LOAD_ONLY_VARIANT, 0, false));
        }
        for (WriteBackend backend : WriteBackends.all()) {
            if (!backends.contains(backend.name())) {
                continue;
            }
            for (LoaderVariant variant : backend.variants()) {
                if (!variants.contains(variant.name())) {
                    continue;
                }
                if (!backend.usesChannels()) {
                    planned.add(new Planned(backend.name(), variant.name(), variant.name(), 0, backend.usesDatabase()));
                    continue;
                }
                for (int count : channels.counts()) {
                    String label = channels.sweep() ? variant.name() + "-" + count + "ch" : variant.name();
                    planned.add(new Planned(backend.name(), variant.name(), label, count, backend.usesDatabase()));
                }
            }
        }
        if (planned.isEmpty()) {
            throw new SettingsException("nothing to measure: -Dbackends=" + String.join(",", backends) + " has no variant among -Dvariants="
                    + String.join(",", variants) + " (rewrite exists for jdbc only, streamed for microstream and eclipsestore)");
        }
        return new WritePlan(planned, settings.get(CommonSettings.WARMUPS), settings.get(CommonSettings.ITERATIONS));
    }

    boolean needsDatabase() {
        return planned.stream().anyMatch(Planned::usesDatabase);
    }

    /**
     * @param database    the benchmark database, or null when no cell needs one
     * @param storageRoot where the embedded stores get their directories
     */
    List<CellSpec> cells(TripDataset dataset, DatabaseTarget database, Path storageRoot) {
        return planned.stream().map(p -> new CellSpec(p.backend(), p.variant(), p.label(), p.channels(), dataset.csv(),
                dataset.badRows(), dataset.expectedRows(), warmups, iterations,
                storageRoot.resolve(p.backend() + "-" + p.label()), p.usesDatabase() ? database : null)).toList();
    }
}
