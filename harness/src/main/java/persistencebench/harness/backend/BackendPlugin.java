package persistencebench.harness.backend;

import java.util.List;
import java.util.Optional;

/**
 * A backend as one benchmark case sees it, found by {@link java.util.ServiceLoader}: its descriptor and its
 * variants. Each case declares its own sub-interface (the write case's loaders, the read case's query services)
 * and lists implementations in {@code META-INF/services}; {@link BackendRegistry} serves both.
 *
 * @param <S> the case's strategy type (what a {@link Variant} selects)
 */
public interface BackendPlugin<S> {

    BackendDescriptor descriptor();

    /** The variants, in display order. */
    List<Variant<S>> variants();

    default String name() {
        return descriptor().name();
    }

    default Optional<Variant<S>> variant(String name) {
        return variants().stream().filter(v -> v.name().equals(name)).findFirst();
    }
}
