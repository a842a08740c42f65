package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a result file describes one backend: its display label, colour ({@code #rrggbb}), display order,
 * version, what it needs (e.g. a database) and its variants. The white paper names and colours
 * backends only from here, so a new backend needs no white-paper change.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record BackendDescriptor(String label, String colour, Integer order, String version, List<String> needs,
                                Map<String, VariantDescriptor> variants) {

    public BackendDescriptor {
        needs = needs == null ? List.of() : List.copyOf(needs);
        variants = variants == null ? Map.of() : new LinkedHashMap<>(variants);
    }

    /**
     * One variant of a backend: its {@link VariantKind kind} as written in the file and a one-line
     * description of what the variant does.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record VariantDescriptor(String kind, String description) {

        /** The kind, {@link VariantKind#OTHER} when the file names one this version does not know. */
        public VariantKind variantKind() {
            return VariantKind.of(kind);
        }
    }
}
