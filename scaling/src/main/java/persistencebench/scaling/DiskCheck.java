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
 * Stops the study before a step whose data would not fit: what {@code -Ddata} grows by in a step (datasets, CSVs and
 * database files are kept there for the next run) on the {@link GrowthLine} of the part's earlier steps, with a
 * quarter to spare, must fit in the free space. The first step of a part has no such measure and is not checked; a size
 * already generated grows nothing, so the line only rises where new, larger datasets were due.
 */
final class DiskCheck {
    private static final double MARGIN = 1.25;

    private final Path data;
    private final Map<Case, GrowthLine> growth = new EnumMap<>(Case.class);
    private long before;

    DiskCheck(Path data) {
        this.data = data.toAbsolutePath();
    }

    void beforeStep(ScalingStep step) {
        before = size();
        GrowthLine line = growth.get(step.kind());
        if (line == null) {
            return;
        }
        long needed = Math.round(line.at(step.weight()) * MARGIN);
        long free = free();
        if (needed > free) {
            throw new FatalError(String.format(Locale.ROOT, "not enough disk for step %s: it needs about %.1f GB under %s (from the earlier"
                    + " steps' growth), %.1f GB are free; free space and rerun with -Dresume, or start a new study without the size",
                    step.name(), needed / 1e9, data, free / 1e9));
        }
    }

    void afterStep(ScalingStep step) {
        growth.computeIfAbsent(step.kind(), kind -> new GrowthLine()).add(step.weight(), Math.max(0, size() - before));
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
