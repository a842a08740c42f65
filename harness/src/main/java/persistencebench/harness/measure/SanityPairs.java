package persistencebench.harness.measure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import persistencebench.harness.resultformat.CellField;

/**
 * Finds measurements of identical code and checks that their numbers agree within their spread (fairness rule 8).
 * Three kinds of pair: two ok cells of at least two samples each (one sample's range is a point, which any other
 * median lies outside) with the same backend, phase and temperature, the same {@code implementation} metric (the class
 * whose code the cell runs) and the same context ({@link #CONTEXT}: the same code on another store, server profile,
 * database or channel count is no sanity check); two ok cells of at least two samples each whose
 * {@link CellField#SAME_CONFIGURATION} metric is the same text (cells a benchmark knows to measure one configuration
 * under two names); and two forks of one cell that each measured at least two samples, which exist in every full run. A
 * pair names its cells by {@link CellResult#id()} (the same id twice, with the two fork numbers, for two forks of one
 * cell); its note names them by label, for people. A pair is inconsistent when either median lies outside the other's
 * min-max range. Such a difference is noise or a harness artefact, never a property of the backend.
 */
public final class SanityPairs {
    /** Metrics two cells of a pair must agree on besides the implementation. */
    public static final List<CellField> CONTEXT = List.of(CellField.STORE, CellField.SERVER_PROFILE, CellField.DATABASE,
            CellField.CHANNELS, CellField.DURABILITY);

    private SanityPairs() {
    }

    /**
     * One pair, as written to the result file's {@code sanityPairs} section.
     *
     * @param cells the two cells' ids; the same id twice for two forks of one cell
     * @param forks the two forks' numbers (1-based) for two forks of one cell; empty for two cells
     */
    public record Pair(List<String> cells, List<Integer> forks, String implementation, List<Double> medians, List<List<Double>> ranges,
                       boolean consistent, String note) {
    }

    /** The pairs among {@code cells}: pairs of cells first, then pairs of forks of one cell. */
    public static List<Pair> find(List<CellResult> cells) {
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                CellResult a = cells.get(i);
                CellResult b = cells.get(j);
                if (samePair(a, b)) {
                    pairs.add(pair((String) a.metric(CellField.IMPLEMENTATION), Measured.of(a, a.label(), a.samplesMillis()),
                            Measured.of(b, b.label(), b.samplesMillis()), "both run the same code"));
                } else if (sameConfiguration(a, b)) {
                    pairs.add(pair(null, Measured.of(a, pairName(a), a.samplesMillis()), Measured.of(b, pairName(b), b.samplesMillis()),
                            "both measure " + a.metric(CellField.SAME_CONFIGURATION)));
                }
            }
        }
        for (CellResult cell : cells) {
            pairs.addAll(forkPairs(cell));
        }
        return pairs;
    }

    /**
     * A fork needs two samples for a range that can contain anything but itself. A cell whose headline is not its
     * samples' time ({@link CellResult#ciOf()}, e.g. a concurrent cell's throughput, whose forks' samples hold different
     * amounts of work) has no fork pairs: its forks are compared by its interval.
     */
    private static List<Pair> forkPairs(CellResult cell) {
        if (!cell.ok() || !CellResult.CI_OF_MILLIS.equals(cell.ciOf())) {
            return List.of();
        }
        Map<Integer, List<Double>> byFork = new TreeMap<>();
        List<Double> samples = cell.samplesMillis();
        List<Integer> forks = cell.samplesFork();
        for (int i = 0; i < samples.size() && i < forks.size(); i++) {
            byFork.computeIfAbsent(forks.get(i), fork -> new ArrayList<>()).add(samples.get(i));
        }
        List<Measured> measured = byFork.entrySet().stream().filter(fork -> fork.getValue().size() >= 2)
                .map(fork -> Measured.ofFork(cell, fork.getKey(), fork.getValue())).toList();
        List<Pair> pairs = new ArrayList<>();
        for (int i = 0; i < measured.size(); i++) {
            for (int j = i + 1; j < measured.size(); j++) {
                pairs.add(pair((String) cell.metric(CellField.IMPLEMENTATION), measured.get(i), measured.get(j), "both are forks of one cell"));
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
            if (!p.forks().isEmpty()) {
                entry.put("forks", p.forks());
            }
            entry.put("implementation", p.implementation());
            entry.put("medians", p.medians());
            entry.put("ranges", p.ranges());
            entry.put("consistent", p.consistent());
            entry.put("note", p.note());
            out.add(entry);
        }
        return out;
    }

    private static String pairName(CellResult cell) {
        return cell.metric(CellField.PAIR_NAME) instanceof String name ? name : cell.label();
    }

    private static boolean sameConfiguration(CellResult a, CellResult b) {
        return a.ok() && b.ok() && a.samplesMillis().size() >= 2 && b.samplesMillis().size() >= 2
                && a.metric(CellField.SAME_CONFIGURATION) instanceof String configuration
                && configuration.equals(b.metric(CellField.SAME_CONFIGURATION));
    }

    private static boolean samePair(CellResult a, CellResult b) {
        return a.ok() && b.ok() && a.samplesMillis().size() >= 2 && b.samplesMillis().size() >= 2
                && a.metric(CellField.IMPLEMENTATION) instanceof String implementation && implementation.equals(b.metric(CellField.IMPLEMENTATION))
                && a.backend().equals(b.backend()) && a.phase().equals(b.phase()) && Objects.equals(a.temperature(), b.temperature())
                && !a.variant().equals(b.variant())
                && CONTEXT.stream().allMatch(metric -> Objects.equals(a.metric(metric), b.metric(metric)));
    }

    private static Pair pair(String implementation, Measured a, Measured b, String why) {
        boolean aInB = b.contains(a.stats().medianMillis());
        boolean bInA = a.contains(b.stats().medianMillis());
        boolean consistent = aInB && bInA;
        String note;
        if (consistent) {
            note = a.name() + " and " + b.name() + " agree within their spread (" + why + ")";
        } else {
            Measured outside = aInB ? b : a;
            Measured other = outside == a ? b : a;
            note = String.format(Locale.ROOT, "%s median %.3f ms lies outside %s's range %.3f-%.3f ms although %s",
                    outside.name(), outside.stats().medianMillis(), other.name(), other.stats().minMillis(),
                    other.stats().maxMillis(), why);
        }
        List<Integer> forks = a.fork() == null ? List.of() : List.of(a.fork(), b.fork());
        return new Pair(List.of(a.id(), b.id()), forks, implementation, List.of(a.stats().medianMillis(), b.stats().medianMillis()),
                List.of(a.range(), b.range()), consistent, note);
    }

    /**
     * A set of samples: a whole cell ({@code fork} null), or one fork of it; {@code name} is how the note calls it.
     */
    private record Measured(String id, Integer fork, String name, SampleStatistics stats) {
        static Measured of(CellResult cell, String name, List<Double> samples) {
            return new Measured(cell.id(), null, name, SampleStatistics.of(samples));
        }

        static Measured ofFork(CellResult cell, int fork, List<Double> samples) {
            return new Measured(cell.id(), fork, cell.label() + " fork " + fork, SampleStatistics.of(samples));
        }

        boolean contains(double millis) {
            return millis >= stats.minMillis() && millis <= stats.maxMillis();
        }

        List<Double> range() {
            return List.of(stats.minMillis(), stats.maxMillis());
        }
    }
}
