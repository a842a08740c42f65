package persistencebench.whitepaper.results;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A result file that must not be used: unreadable, unfinished, malformed, not of the format this white paper reads,
 * with an impossible figure, or with backends that disagree. The message names every file and every problem and says how to fix it.
 */
public final class RefusedResultFileException extends RuntimeException {

    private final Map<Path, List<String>> problemsByFile;

    /** @param commands for each refused file, the command that writes it anew */
    public RefusedResultFileException(Map<Path, List<String>> problemsByFile, Map<Path, String> commands) {
        super(message(problemsByFile, commands));
        this.problemsByFile = new LinkedHashMap<>(problemsByFile);
    }

    /** The refused files with their problems, in the order they were checked. */
    public Map<Path, List<String>> problemsByFile() {
        return problemsByFile;
    }

    private static String message(Map<Path, List<String>> problemsByFile, Map<Path, String> commands) {
        StringBuilder text = new StringBuilder();
        problemsByFile.forEach((file, problems) -> {
            text.append("Refused ").append(file).append(" (nothing is used from a file that is unfinished, malformed, not of the format this white"
                    + " paper reads, holds an impossible figure or whose answers disagree):");
            problems.forEach(problem -> text.append(System.lineSeparator()).append("  - ").append(problem));
            text.append(System.lineSeparator()).append("  Fix: rerun ").append(commands.get(file))
                    .append(" and make sure it finishes.").append(System.lineSeparator());
        });
        return text.toString().stripTrailing();
    }
}
