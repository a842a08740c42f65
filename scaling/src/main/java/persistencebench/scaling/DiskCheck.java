package persistencebench.scaling;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.files.Directories;

/**
 * Stops the study before a step whose data would not fit: the bytes {@code -Ddata} grew by per unit of weight in the
 * part's earlier steps (datasets and CSVs are kept there for the next run), times the step's weight, must fit in the
 * free space with a quarter to spare. The first step of a part has no such measure and is not checked; a size already
 * generated grows nothing, so the check only bites where a new, larger dataset is due.
 */
final class DiskCheck {
    private static final double MARGIN = 1.25;

    private final Path data;
    private final Map<Case, Double> bytesPerWeight = new EnumMap<>(Case.class);
    private long before;

    DiskCheck(Path data) {
        this.data = data.toAbsolutePath();
    }

    void beforeStep(ScalingStep step) {
        before = size();
        Double rate = bytesPerWeight.get(step.kind());
        if (rate == null) {
            return;
        }
        long needed = Math.round(rate * step.weight() * MARGIN);
        long free = free();
        if (needed > free) {
            throw new FatalError(String.format(Locale.ROOT, "not enough disk for step %s: it needs about %.1f GB under %s (from the earlier"
                    + " steps' growth), %.1f GB are free; free space or drop the size (-Dsizes, -Dtrips, -DwallSizes), then rerun with -Dresume",
                    step.name(), needed / 1e9, data, free / 1e9));
        }
    }

    void afterStep(ScalingStep step) {
        long grown = Math.max(0, size() - before);
        bytesPerWeight.merge(step.kind(), (double) grown / Math.max(1, step.weight()), Math::max);
    }

    private long size() {
        return Files.isDirectory(data) ? Directories.sizeOf(data) : 0;
    }

    private long free() {
        try {
            Path existing = data;
            while (!Files.exists(existing)) {
                existing = existing.getParent();
            }
            return Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the free space of " + data, e);
        }
    }
}
