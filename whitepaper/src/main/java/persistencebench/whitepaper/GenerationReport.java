package persistencebench.whitepaper;

import java.nio.file.Path;
import java.util.List;

/**
 * What a generation produced: every file written, warnings (e.g. PDF rendering failed) and the
 * result files that were missing, each as one line for the console.
 */
public record GenerationReport(List<Path> files, List<String> warnings, List<String> missingParts) {

    public GenerationReport {
        files = List.copyOf(files);
        warnings = List.copyOf(warnings);
        missingParts = List.copyOf(missingParts);
    }
}
