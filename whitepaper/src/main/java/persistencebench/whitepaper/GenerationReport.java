package persistencebench.whitepaper;

import java.nio.file.Path;
import java.util.List;

/**
 * What a generation produced: every file written, warnings (e.g. PDF rendering failed), the result files
 * that were missing and, for a draft, why it is one — each as one line for the console.
 */
public record GenerationReport(List<Path> files, List<String> warnings, List<String> missingParts,
                               List<String> draftReasons) {

    public GenerationReport {
        files = List.copyOf(files);
        warnings = List.copyOf(warnings);
        missingParts = List.copyOf(missingParts);
        draftReasons = List.copyOf(draftReasons);
    }
}
