package persistencebench.whitepaper.results;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks that a result file's {@code backends} section describes every backend and variant its cells use,
 * with a label and a {@code #rrggbb} colour: without them the white paper could not name or colour the
 * cells, because it knows no backend by itself.
 */
final class BackendSectionCheck {

    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");

    private final Map<String, ResultBackend> backends;

    BackendSectionCheck(Map<String, ResultBackend> backends) {
        this.backends = backends;
    }

    /** One line per missing or malformed description of a backend or variant that {@code cells} use. */
    List<String> problems(List<ResultCell> cells) {
        List<String> problems = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        cells.stream().filter(c -> c.backend() != null).forEach(c -> used.add(c.backend()));
        for (String backend : used) {
            ResultBackend descriptor = backends.get(backend);
            if (descriptor == null) {
                problems.add("backend " + backend + " has cells but no entry in \"backends\" (label, colour, order)");
                continue;
            }
            if (descriptor.label() == null || descriptor.label().isBlank()) {
                problems.add("backends." + backend + " has no label");
            }
            if (descriptor.colour() == null || !COLOUR.matcher(descriptor.colour()).matches()) {
                problems.add("backends." + backend + ".colour is " + descriptor.colour() + ", not #rrggbb");
            }
        }
        Set<String> missingVariants = new LinkedHashSet<>();
        cells.stream().filter(c -> backends.containsKey(c.backend()))
                .filter(c -> !backends.get(c.backend()).variants().containsKey(c.variant()))
                .forEach(c -> missingVariants.add("backends." + c.backend() + ".variants has no entry " + c.variant()
                        + " (kind and description)"));
        problems.addAll(missingVariants);
        return problems;
    }
}
