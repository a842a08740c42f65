package persistencebench.harness.backend;

import java.util.List;
import java.util.Optional;
import persistencebench.harness.settings.Setting;

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

    /**
     * The settings this backend reads and nothing else does, e.g. its server's address or its engine's own knob: the
     * program lists them under {@code -Dhelp}, parses and records them with its own, and hands their values to the
     * backend's cells without knowing what they mean. Two backends of one family may declare the same setting.
     */
    default List<Setting<?>> settings() {
        return List.of();
    }

    default String name() {
        return descriptor().name();
    }

    default Optional<Variant<S>> variant(String name) {
        return variants().stream().filter(v -> v.name().equals(name)).findFirst();
    }
}
