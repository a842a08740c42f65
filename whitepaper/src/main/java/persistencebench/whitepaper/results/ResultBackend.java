package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a result file describes one backend: its display label, colour ({@code #rrggbb}), display order,
 * version, what it needs (e.g. a database), the settings it declares itself (e.g. {@code channels}) and its variants.
 * The white paper names and colours backends only from here, so a new backend needs no white-paper change.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResultBackend(String label, String colour, Integer order, String version, List<String> needs,
                                List<String> settings, Map<String, VariantDescriptor> variants) {

    public ResultBackend {
        needs = needs == null ? List.of() : List.copyOf(needs);
        settings = settings == null ? List.of() : List.copyOf(settings);
        variants = variants == null ? Map.of() : new LinkedHashMap<>(variants);
    }

    /**
     * One variant of a backend: its {@link ResultVariantKind kind} as written in the file and a one-line
     * description of what the variant does.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record VariantDescriptor(String kind, String description) {

        /** The kind, {@link ResultVariantKind#OTHER} when the file names one this version does not know. */
        public ResultVariantKind variantKind() {
            return ResultVariantKind.of(kind);
        }
    }
}
