package persistencebench.whitepaper.results;

import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code backends} sections of the loaded result files: every backend's label, colour, display order
 * and variants. This is the only source of backend names, colours and variant kinds in the white paper.
 */
public final class BackendCatalogue {

    private static final Comparator<ResultBackend> BY_ORDER =
            Comparator.comparing(d -> d.order() == null ? Integer.MAX_VALUE : d.order());

    private final Map<String, ResultBackend> backends;

    public BackendCatalogue(Map<String, ResultBackend> backends) {
        this.backends = new LinkedHashMap<>(backends);
    }

    /** One catalogue from several; a backend described by more than one keeps its first description. */
    public static BackendCatalogue merged(Collection<BackendCatalogue> catalogues) {
        Map<String, ResultBackend> all = new LinkedHashMap<>();
        catalogues.forEach(catalogue -> catalogue.backends.forEach(all::putIfAbsent));
        return new BackendCatalogue(all);
    }

    /** The description of {@code backend}, if a result file gave one. */
    public Optional<ResultBackend> find(String backend) {
        return Optional.ofNullable(backends.get(backend));
    }

    /** The display label of {@code backend}; its name when no file describes it. */
    public String label(String backend) {
        return find(backend).map(ResultBackend::label).orElse(backend);
    }

    /** The colour ({@code #rrggbb}) of {@code backend}, if a result file gave one. */
    public Optional<String> colour(String backend) {
        return find(backend).map(ResultBackend::colour);
    }

    /** The description of {@code variant} of {@code backend}, if a result file gave one. */
    public Optional<ResultBackend.VariantDescriptor> variant(String backend, String variant) {
        return find(backend).map(d -> d.variants().get(variant));
    }

    /** The kind of {@code variant} of {@code backend}; {@link ResultVariantKind#OTHER} when not described. */
    public ResultVariantKind kind(String backend, String variant) {
        return variant(backend, variant).map(ResultBackend.VariantDescriptor::variantKind).orElse(ResultVariantKind.OTHER);
    }

    /** The kind of a cell's variant. */
    public ResultVariantKind kind(ResultCell cell) {
        return kind(cell.backend(), cell.variant());
    }

    /** Whether {@code backend} has exactly one variant, so naming the variant adds nothing. */
    public boolean hasSingleVariant(String backend) {
        return find(backend).map(d -> d.variants().size() == 1).orElse(false);
    }

    /** The described backends' names in display order (ascending {@code order}, then by name). */
    public List<String> names() {
        return backends.entrySet().stream()
                .sorted(Map.Entry.<String, ResultBackend>comparingByValue(BY_ORDER).thenComparing(Map.Entry.comparingByKey()))
                .map(Map.Entry::getKey).toList();
    }

    /** Orders backend names by their display order; undescribed backends come last, by name. */
    public Comparator<String> backendOrder() {
        List<String> ordered = names();
        return Comparator.<String>comparingInt(name -> ordered.contains(name) ? ordered.indexOf(name) : ordered.size())
                .thenComparing(Comparator.naturalOrder());
    }
}
