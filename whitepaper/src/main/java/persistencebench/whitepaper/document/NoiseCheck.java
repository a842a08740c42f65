package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.SanityPair;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The "noise check" paragraph beside a run's figures (fairness rule 8): every sanity pair (two cells running
 * identical code, or two forks of one cell) whose medians differ by more than their spreads, or a sentence saying
 * that all pairs are consistent or that the run has none.
 */
final class NoiseCheck {
    private static final Pattern FORK = Pattern.compile("(.+) fork (\\d+)");

    private NoiseCheck() {
    }

    /** The paragraph for {@code run}: a warning listing inconsistent pairs, or a note. */
    static String of(BenchmarkRun run) {
        List<SanityPair> pairs = run.file().sanityPairs();
        List<SanityPair> inconsistent = pairs.stream().filter(SanityPair::isInconsistent).toList();
        if (pairs.isEmpty()) {
            return "NOTE: *Noise check:* this " + run.kind().id() + " run has no sanity pairs (no two cells run"
                    + " identical code and no cell measured two samples in each of two forks), so its noise is shown"
                    + " only by the whiskers.\n";
        }
        if (inconsistent.isEmpty()) {
            String which = pairs.size() == 1 ? "the only sanity pair of this " + run.kind().id() + " run is"
                    : "all " + pairs.size() + " sanity pairs of this " + run.kind().id() + " run are";
            return "NOTE: *Noise check:* " + which + " consistent: cells that run identical code, and the forks of"
                    + " one cell, lie within each other's min–max range.\n";
        }
        return "[WARNING]\n.Noise check\n====\n" + inconsistent.size() + " of " + pairs.size() + " sanity pairs of this "
                + run.kind().id() + " run are *inconsistent*: the two cells (or two forks of one cell) run identical code, yet one median lies"
                + " outside the other's min–max range. Differences smaller than this are noise on this machine.\n\n"
                + Bullets.of(inconsistent.stream().map(pair -> describe(run, pair)).toList()) + "====\n";
    }

    private static String describe(BenchmarkRun run, SanityPair pair) {
        String cells = pair.cells().stream().map(name -> cellLabel(run, name)).collect(Collectors.joining(" and "));
        String implementation = pair.implementation() == null ? "" : " (both run " + AsciiDocText.literal(pair.implementation()) + ")";
        String note = pair.note() == null ? "" : ": " + pair.note();
        return MachinePaths.redact(cells + implementation + note);
    }

    /** A cell's label, or "label, fork n" for one fork of it ({@code "<cell> fork <n>"}). */
    private static String cellLabel(BenchmarkRun run, String pairName) {
        Matcher fork = FORK.matcher(pairName);
        String cellName = fork.matches() ? fork.group(1) : pairName;
        String forkSuffix = fork.matches() ? ", fork " + fork.group(2) : "";
        Optional<ResultCell> cell = run.cells().stream().filter(c -> c.pairName().equals(cellName)).findFirst();
        return cell.map(c -> Labels.cellWithTemperature(run.catalogue(), c) + " (" + Labels.phase(c.phase()) + forkSuffix + ")")
                .orElse(pairName);
    }
}
