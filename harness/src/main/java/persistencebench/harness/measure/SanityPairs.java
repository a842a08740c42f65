package persistencebench.harness.measure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Finds cells that run identical code and checks that their numbers agree within their spread (fairness rule 8):
 * two ok cells with the same backend, phase and temperature, the same {@code implementation} metric (the class
 * whose code the cell runs) and the same context ({@link #CONTEXT}: the same code on another store, server profile,
 * database or channel count is no sanity check) form a pair; the pair is inconsistent when either median lies
 * outside the other's min-max range. Such a difference is noise or a harness artefact, never a property of the backend.
 */
public final class SanityPairs {
    /** The metric naming the class whose code a cell runs. */
    public static final String IMPLEMENTATION = "implementation";
    /** Metrics two cells of a pair must agree on besides the implementation. */
    public static final List<String> CONTEXT = List.of("store", "serverProfile", "database", "channels", "durability");

    private SanityPairs() {
    }

    /** One pair, as written to the result file's {@code sanityPairs} section. */
    public record Pair(List<String> cells, String implementation, List<Double> medians, List<List<Double>> ranges,
                       boolean consistent, String note) {
    }

    public static List<Pair> find(List<CellResult> cells) {
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                CellResult a = cells.get(i);
                CellResult b = cells.get(j);
                if (samePair(a, b)) {
                    pairs.add(pair(a, b));
                }
            }
        }
        return pairs;
    }

    /** The pairs as JSON-ready maps. */
    public static List<Map<String, Object>> describe(List<Pair> pairs) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Pair p : pairs) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("cells", p.cells());
            entry.put("implementation", p.implementation());
            entry.put("medians", p.medians());
            entry.put("ranges", p.ranges());
            entry.put("consistent", p.consistent());
            entry.put("note", p.note());
            out.add(entry);
        }
        return out;
    }

    private static boolean samePair(CellResult a, CellResult b) {
        return a.ok() && b.ok() && a.medianMillis() != null && b.medianMillis() != null
                && a.metric(IMPLEMENTATION) instanceof String implementation && implementation.equals(b.metric(IMPLEMENTATION))
                && a.backend().equals(b.backend()) && a.phase().equals(b.phase()) && Objects.equals(a.temperature(), b.temperature())
                && !a.variant().equals(b.variant())
                && CONTEXT.stream().allMatch(metric -> Objects.equals(a.metric(metric), b.metric(metric)));
    }

    private static Pair pair(CellResult a, CellResult b) {
        boolean aInB = within(a.medianMillis(), b);
        boolean bInA = within(b.medianMillis(), a);
        boolean consistent = aInB && bInA;
        String note;
        if (consistent) {
            note = a.label() + " and " + b.label() + " run the same code and agree within their spread";
        } else {
            CellResult outside = aInB ? b : a;
            CellResult other = outside == a ? b : a;
            note = String.format(Locale.ROOT, "%s median %.3f ms lies outside %s's range %.3f-%.3f ms although both run the same code",
                    outside.label(), outside.medianMillis(), other.label(), other.minMillis(), other.maxMillis());
        }
        return new Pair(List.of(a.label(), b.label()), (String) a.metric(IMPLEMENTATION), List.of(a.medianMillis(), b.medianMillis()),
                List.of(List.of(a.minMillis(), a.maxMillis()), List.of(b.minMillis(), b.maxMillis())), consistent, note);
    }

    private static boolean within(double median, CellResult cell) {
        return median >= cell.minMillis() && median <= cell.maxMillis();
    }
}
