package persistencebench.read;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.read.eclipsestore.EclipseStoreQueryService;
import persistencebench.read.hibernate.HibernateQueryService;
import persistencebench.read.jdbc.JdbcQueryService;
import persistencebench.read.microstream.MicroStreamQueryService;

/** The registry of read backends by short name; adding a backend is one package plus one line here. */
public final class Backends {
    private static final Map<String, Backend> BY_NAME = new LinkedHashMap<>();

    static {
        register(new Backend("microstream", false, (variant, target) -> new MicroStreamQueryService(target.microstream(), variant)));
        register(new Backend("eclipsestore", false, (variant, target) -> new EclipseStoreQueryService(target.eclipsestore(), variant)));
        register(new Backend("jdbc", true, (variant, target) -> new JdbcQueryService(target.database(), variant)));
        register(new Backend("hibernate", true, (variant, target) -> new HibernateQueryService(target.database(), variant)));
    }

    private Backends() {
    }

    private static void register(Backend backend) {
        BY_NAME.put(backend.name(), backend);
    }

    /** Registered names in their canonical order. */
    public static List<String> names() {
        return List.copyOf(BY_NAME.keySet());
    }

    public static Backend named(String name) {
        Backend backend = BY_NAME.get(name);
        if (backend == null) {
            throw new IllegalArgumentException("unknown read backend \"" + name + "\": known are " + String.join(", ", names()));
        }
        return backend;
    }
}
