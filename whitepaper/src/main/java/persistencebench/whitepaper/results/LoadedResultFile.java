package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The content of one {@code results/<kind>-latest.json} file as {@code docs/result-files.md} defines it,
 * read by the white paper. Unknown fields are ignored so that newer harness versions stay readable. The
 * {@code concurrentReads} cells, which have percentiles instead of samples, are not among {@code results}: the loader
 * moves them to {@code concurrentReads} ({@link ResultsLoader}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record LoadedResultFile(
        String benchmark,
        String startedAt,
        String finishedAt,
        Boolean finished,
        List<Map<String, Object>> interruptions,
        Verification verification,
        Publication publication,
        Quietness quietness,
        Environment environment,
        Dataset dataset,
        Map<String, ResultBackend> backends,
        List<SanityPair> sanityPairs,
        List<ResultCell> results,
        List<ConcurrentReadCell> concurrentReads) {

    public LoadedResultFile {
        interruptions = interruptions == null ? List.of() : List.copyOf(interruptions);
        backends = backends == null ? Map.of() : new LinkedHashMap<>(backends);
        sanityPairs = sanityPairs == null ? List.of() : List.copyOf(sanityPairs);
        results = results == null ? List.of() : List.copyOf(results);
        concurrentReads = concurrentReads == null ? List.of() : List.copyOf(concurrentReads);
    }
}
