package persistencebench.scaling;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.files.Directories;
import persistencebench.harness.files.DiskSpace;

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
        long free = DiskSpace.usable(data);
        if (needed > free) {
            throw new FatalError("not enough disk for step " + step.name() + ": it needs about " + DiskSpace.format(needed) + " under "
                    + data + " (from the earlier steps' growth), " + DiskSpace.format(free) + " are free; free space and rerun with"
                    + " -Dresume, or start a new study without the size");
        }
    }

    void afterStep(ScalingStep step) {
        growth.computeIfAbsent(step.kind(), kind -> new GrowthLine()).add(step.weight(), Math.max(0, size() - before));
    }

    private long size() {
        return Files.isDirectory(data) ? Directories.sizeOf(data) : 0;
    }
}
