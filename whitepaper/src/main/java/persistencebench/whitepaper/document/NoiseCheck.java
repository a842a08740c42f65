package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.SanityPair;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The "noise check" paragraph beside a run's figures (fairness rule 8): every sanity pair whose two cells,
 * although they run identical code, differ by more than their spreads, or a sentence saying that all
 * pairs are consistent or that the run has none.
 */
final class NoiseCheck {

    private NoiseCheck() {
    }

    /** The paragraph for {@code run}: a warning listing inconsistent pairs, or a note. */
    static String of(BenchmarkRun run) {
        List<SanityPair> pairs = run.file().sanityPairs();
        List<SanityPair> inconsistent = pairs.stream().filter(SanityPair::isInconsistent).toList();
        if (pairs.isEmpty()) {
            return "NOTE: *Noise check:* this " + run.kind().id() + " run has no sanity pairs (no two cells run"
                    + " identical code), so its noise is shown only by the whiskers.\n";
        }
        if (inconsistent.isEmpty()) {
            String which = pairs.size() == 1 ? "the only sanity pair of this " + run.kind().id() + " run is"
                    : "all " + pairs.size() + " sanity pairs of this " + run.kind().id() + " run are";
            return "NOTE: *Noise check:* " + which + " consistent: cells that run identical code lie within each"
                    + " other's min–max range.\n";
        }
        return "[WARNING]\n.Noise check\n====\n" + inconsistent.size() + " of " + pairs.size() + " sanity pairs of this "
                + run.kind().id() + " run are *inconsistent*: the two cells run identical code, yet one median lies"
                + " outside the other's min–max range. Differences smaller than this are noise on this machine.\n\n"
                + Bullets.of(inconsistent.stream().map(pair -> describe(run, pair)).toList()) + "====\n";
    }

    private static String describe(BenchmarkRun run, SanityPair pair) {
        String cells = pair.cells().stream().map(name -> cellLabel(run, name)).collect(Collectors.joining(" and "));
        String implementation = pair.implementation() == null ? "" : " (both run " + AsciiDocText.literal(pair.implementation()) + ")";
        String note = pair.note() == null ? "" : ": " + pair.note();
        return MachinePaths.redact(cells + implementation + note);
    }

    private static String cellLabel(BenchmarkRun run, String pairName) {
        Optional<ResultCell> cell = run.cells().stream().filter(c -> c.pairName().equals(pairName)).findFirst();
        return cell.map(c -> Labels.cellWithTemperature(run.catalogue(), c) + " (" + Labels.phase(c.phase()) + ")")
                .orElse(pairName);
    }
}
