package persistencebench.write;

import java.util.List;
import java.util.Optional;

/**
 * A storage technology under test with its variants; each backend package declares one.
 *
 * @param name          short name used by {@code -Dbackends} and in result files
 * @param usesDatabase  whether its loaders store into PostgreSQL (the benchmark then provides the database)
 * @param usesChannels  whether its loaders take a storage channel count ({@code -Dchannels})
 * @param variants      its configurations, e.g. {@code paper} and {@code tuned}
 */
public record WriteBackend(String name, boolean usesDatabase, boolean usesChannels, List<LoaderVariant> variants) {
    public WriteBackend {
        variants = List.copyOf(variants);
    }

    public Optional<LoaderVariant> variant(String variantName) {
        return variants.stream().filter(v -> v.name().equals(variantName)).findFirst();
    }
}
