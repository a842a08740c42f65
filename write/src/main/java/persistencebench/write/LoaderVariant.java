package persistencebench.write;

import java.util.List;

/**
 * One configuration of a backend, e.g. {@code paper} or {@code tuned}.
 *
 * @param name     the variant name used in settings and result files
 * @param jvmFlags flags of the JVM forked to measure it (heap size above all: the paper's shapes hold the
 *                 whole month, tuned variants are meant to run within 1 GB)
 * @param factory  creates the loader
 */
public record LoaderVariant(String name, List<String> jvmFlags, LoaderFactory factory) {
    public LoaderVariant {
        jvmFlags = List.copyOf(jvmFlags);
    }
}
