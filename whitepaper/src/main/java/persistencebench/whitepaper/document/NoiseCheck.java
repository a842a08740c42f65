package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.SanityPair;
import persistencebench.whitepaper.results.TimedRegion;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The "noise check" paragraph beside a run's figures (fairness rule 8): every sanity pair (two cells running
 * identical code, or two forks of one cell) whose medians differ by more than their spreads, or a sentence saying
 * that all pairs are consistent or that the run has none. The sections that compare with the study check the pairs of
 * their own cells (no database, or PostgreSQL); the section on SQL engines checks the pairs on the other databases.
 */
final class NoiseCheck {

    private NoiseCheck() {
    }

    /** The paragraph for {@code run}'s pairs of cells on no database or on the study's: a warning listing inconsistent pairs, or a note. */
    static String of(BenchmarkRun run) {
        List<SanityPair> pairs = run.sanityPairs().stream().filter(pair -> !onOtherDatabase(run, pair)).toList();
        String scope = "this " + run.kind().id() + " run";
        if (pairs.isEmpty()) {
            return "NOTE: *Noise check:* " + scope + " has no sanity pairs (no two cells run"
                    + " identical code and no cell measured two samples in each of two forks), so its noise is shown"
                    + " only by the whiskers.\n";
        }
        return of(run, pairs, scope);
    }

    /** The paragraph for {@code run}'s pairs on databases other than the study's, or an empty string when it has none. */
    static String ofOtherDatabases(BenchmarkRun run) {
        List<SanityPair> pairs = run.sanityPairs().stream().filter(pair -> onOtherDatabase(run, pair)).toList();
        return pairs.isEmpty() ? "" : of(run, pairs, "the " + run.kind().id() + " run's cells on "
                + OtherDatabases.names(run).orElse("other databases"));
    }

    private static String of(BenchmarkRun run, List<SanityPair> pairs, String scope) {
        List<SanityPair> inconsistent = pairs.stream().filter(SanityPair::isInconsistent).toList();
        if (inconsistent.isEmpty()) {
            String which = pairs.size() == 1 ? "the only sanity pair of " + scope + " is"
                    : "all " + pairs.size() + " sanity pairs of " + scope + " are";
            return "NOTE: *Noise check:* " + which + " consistent: cells that run identical code, and the forks of"
                    + " one cell, lie within each other's min–max range.\n";
        }
        List<SanityPair> cellPairs = inconsistent.stream().filter(pair -> !pair.isForkPair()).toList();
        List<SanityPair> forkPairs = inconsistent.stream().filter(SanityPair::isForkPair)
                .sorted(Comparator.comparingDouble(NoiseCheck::differencePercent).reversed()).toList();
        StringBuilder text = new StringBuilder("[WARNING]\n.Noise check\n====\n").append(inconsistent.size()).append(" of ")
                .append(pairs.size()).append(" sanity pairs of ").append(scope).append(" are *inconsistent*: the two cells (or two forks")
                .append(" of one cell) run identical code, yet one median lies outside the other's min–max range. Differences smaller")
                .append(" than this are noise on this machine.\n\n");
        if (!cellPairs.isEmpty()) {
            text.append(Bullets.of(cellPairs.stream().map(pair -> describe(run, pair)).toList())).append('\n');
        }
        if (!forkPairs.isEmpty()) {
            text.append(forkTable(run, forkPairs));
        }
        return text.append("====\n").toString();
    }

    /**
     * The forks of one cell that disagree, largest difference first: JVMs differ in what their JIT compiled and how
     * their heap is laid out, so one fork's samples agree with each other more than with another fork's. The charts'
     * whiskers are intervals over the forks, which is why a cell runs in more than one.
     */
    private static String forkTable(BenchmarkRun run, List<SanityPair> forkPairs) {
        List<Double> differences = forkPairs.stream().map(NoiseCheck::differencePercent).sorted().toList();
        AsciiDocTable table = new AsciiDocTable("Forks of one cell whose medians disagree", "<", "Cell", "<", "Forks", ">", "Medians (ms)",
                ">", "Difference");
        for (SanityPair pair : forkPairs) {
            table.row(run.cell(pair.cells().get(0)).map(c -> Labels.cellWithTemperature(run.catalogue(), c) + " (" + Labels.phase(c.phase()) + ")")
                            .orElse(pair.cells().get(0)),
                    pair.forks().stream().map(String::valueOf).collect(Collectors.joining(" and ")),
                    pair.medians().stream().map(median -> String.format(Locale.ROOT, "%,.3f", median)).collect(Collectors.joining(" / ")),
                    String.format(Locale.ROOT, "%.0f %%", differencePercent(pair)));
        }
        String how = forkPairs.size() == 1 ? String.format(Locale.ROOT, "One pair is two forks of one cell, whose medians differ by %.0f %%.",
                differences.get(0)) : String.format(Locale.ROOT, "%d pairs are two forks of one cell: their medians differ by %.0f %% at the"
                + " median pair and by up to %.0f %%.", forkPairs.size(), TimedRegion.median(differences), differences.get(differences.size() - 1));
        return how + " Each fork is one JVM's steady state; the bars' whiskers are 95 % intervals over the forks, so this spread"
                + " between forks is what they measure.\n\n" + table.render();
    }

    /** How far the larger median lies above the smaller, in per cent of the smaller. */
    private static double differencePercent(SanityPair pair) {
        double low = pair.medians().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double high = pair.medians().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return low <= 0 ? 0 : 100 * (high - low) / low;
    }

    /** Whether a pair's cells ran on a database other than the study's (a pair never spans two databases). */
    private static boolean onOtherDatabase(BenchmarkRun run, SanityPair pair) {
        return pair.cells().stream().map(run::cell).flatMap(Optional::stream).anyMatch(ResultCell::onOtherDatabase);
    }

    private static String describe(BenchmarkRun run, SanityPair pair) {
        String cells = IntStream.range(0, pair.cells().size()).mapToObj(i -> cellLabel(run, pair, i)).collect(Collectors.joining(" and "));
        String implementation = pair.implementation() == null ? "" : " (both run " + AsciiDocText.literal(pair.implementation()) + ")";
        String note = pair.note() == null ? "" : ": " + pair.note();
        return MachinePaths.redact(cells + implementation + note);
    }

    /** The label of the pair's {@code index}th cell, or "label, fork n" for one fork of it; its id when the run lacks it. */
    private static String cellLabel(BenchmarkRun run, SanityPair pair, int index) {
        String id = pair.cells().get(index);
        String forkSuffix = pair.isForkPair() ? ", fork " + pair.forks().get(index) : "";
        return run.cell(id).map(c -> Labels.cellWithTemperature(run.catalogue(), c) + " (" + Labels.phase(c.phase()) + forkSuffix + ")")
                .orElse(id);
    }
}
