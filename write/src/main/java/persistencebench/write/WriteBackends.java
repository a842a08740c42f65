package persistencebench.write;

import java.util.ArrayList;
import java.util.List;
import persistencebench.write.eclipsestore.EclipseStoreBackend;
import persistencebench.write.hibernate.HibernateBackend;
import persistencebench.write.jdbc.JdbcBackend;
import persistencebench.write.microstream.MicroStreamBackend;

/** The registry of write backends by name. Adding a backend means one package and one line here. */
public final class WriteBackends {
    private static final List<WriteBackend> ALL = List.of(
            MicroStreamBackend.BACKEND,
            EclipseStoreBackend.BACKEND,
            JdbcBackend.BACKEND,
            HibernateBackend.BACKEND);

    private WriteBackends() {
    }

    /** Every backend, in the order cells run and tables list them. */
    public static List<WriteBackend> all() {
        return ALL;
    }

    public static WriteBackend byName(String name) {
        return ALL.stream().filter(b -> b.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown write backend \"" + name + "\"; known: " + names()));
    }

    public static List<String> names() {
        return ALL.stream().map(WriteBackend::name).toList();
    }

    /** Every variant name any backend has, first-seen order. */
    public static List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (WriteBackend backend : ALL) {
            for (LoaderVariant variant : backend.variants()) {
                if (!names.contains(variant.name())) {
                    names.add(variant.name());
                }
            }
        }
        return List.copyOf(names);
    }
}
