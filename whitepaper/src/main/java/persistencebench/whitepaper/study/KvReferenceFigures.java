package persistencebench.whitepaper.study;

import java.util.List;

/**
 * The KV reference's published write figures, its method and its flaws, from {@code kv-reference-figures.json}: no
 * published number is typed into Java code.
 *
 * @param figures    one per engine it measured; {@code backend} names ours, or is null when we do not measure it
 * @param notMeasured engines it measured that we cannot, with the reason
 */
public record KvReferenceFigures(String title, String environment, String method, List<Figure> figures, List<String> flaws,
                                 List<NotMeasured> notMeasured) {

    public KvReferenceFigures {
        figures = List.copyOf(figures);
        flaws = List.copyOf(flaws);
        notMeasured = List.copyOf(notMeasured);
    }

    /** One engine's published score: puts per second, its error, and the space the store occupied. */
    public record Figure(String engine, String backend, long opsPerSecond, long scoreError, String occupied) {
    }

    /** An engine the reference measured that this benchmark does not, and why. */
    public record NotMeasured(String engine, String reason) {
    }
}
