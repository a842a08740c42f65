package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Shade;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.ResultBackend;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The backends and variants of this edition as the result files describe them — label, version, needs,
 * and each variant's kind and description — and the meaning of each variant kind in use.
 */
final class BackendList {

    private BackendList() {
    }

    /**
     * A nested bullet list: one bullet per backend in display order, one sub-bullet per variant, a variant of which no
     * run has a cell (one measured only on request, such as a step) marked as not measured.
     */
    static String of(AvailableResults results) {
        BackendCatalogue catalogue = results.catalogue();
        Set<String> measured = new HashSet<>();
        results.runs().forEach(run -> run.cells().forEach(cell -> measured.add(cell.backend() + "/" + cell.variant())));
        StringBuilder text = new StringBuilder();
        for (String name : catalogue.names()) {
            ResultBackend backend = catalogue.find(name).orElseThrow();
            text.append("* *").append(backend.label()).append('*')
                    .append(backend.version() == null ? "" : " " + backend.version())
                    .append(backend.needs().isEmpty() ? "" : " (needs: " + String.join(", ", backend.needs()) + ")")
                    .append(backend.settings().isEmpty() ? "" : " (own settings: "
                            + String.join(", ", backend.settings().stream().map(setting -> AsciiDocText.literal("-D" + setting)).toList()) + ")")
                    .append('\n');
            for (Map.Entry<String, ResultBackend.VariantDescriptor> variant : backend.variants().entrySet()) {
                ResultBackend.VariantDescriptor descriptor = variant.getValue();
                text.append("** ").append(AsciiDocText.literal(variant.getKey())).append(" (")
                        .append(descriptor.variantKind().id())
                        .append(measured.contains(name + "/" + variant.getKey()) ? "" : "; not measured in these runs").append("): ")
                        .append(descriptor.description() == null ? "no description recorded" : descriptor.description())
                        .append('\n');
            }
        }
        return MachinePaths.redact(text.toString());
    }

    /** A definition list of the variant kinds {@code catalogue} uses, with how charts shade them. */
    static String kinds(BackendCatalogue catalogue) {
        Set<ResultVariantKind> used = EnumSet.noneOf(ResultVariantKind.class);
        for (String name : catalogue.names()) {
            catalogue.find(name).orElseThrow().variants().values().forEach(v -> used.add(v.variantKind()));
        }
        List<String> lines = new ArrayList<>();
        for (ResultVariantKind kind : used) {
            lines.add(AsciiDocText.literal(kind.id()) + ":: " + kind.meaning() + "; drawn " + Shade.of(kind).look() + ".");
        }
        return lines.isEmpty() ? "No variants are described.\n" : String.join("\n", lines) + "\n";
    }
}
