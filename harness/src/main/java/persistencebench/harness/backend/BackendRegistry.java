package persistencebench.harness.backend;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import persistencebench.harness.result.LibraryVersions;
import persistencebench.harness.settings.Setting;

/**
 * The backends of one benchmark case, found by {@link ServiceLoader} and sorted by their descriptor's order:
 * adding a backend is its own package, one line in {@code META-INF/services/<plugin interface>} and the pom.
 * The same class serves the write and the read case; each loads it with its own plug-in interface.
 *
 * @param <P> the case's plug-in interface
 */
public final class BackendRegistry<P extends BackendPlugin<?>> {
    private final List<P> plugins;

    private BackendRegistry(List<P> plugins) {
        this.plugins = List.copyOf(plugins);
    }

    /**
     * Every implementation of {@code type} on the class path.
     *
     * @throws IllegalStateException when two plug-ins share a name, or none is found
     */
    public static <P extends BackendPlugin<?>> BackendRegistry<P> load(Class<P> type) {
        List<P> found = new ArrayList<>();
        ServiceLoader.load(type, type.getClassLoader()).forEach(found::add);
        return of(type.getSimpleName(), found);
    }

    /** A registry of the given plug-ins (tests, and {@link #load}). */
    public static <P extends BackendPlugin<?>> BackendRegistry<P> of(String what, List<P> plugins) {
        if (plugins.isEmpty()) {
            throw new IllegalStateException("no " + what + " is registered: META-INF/services/ lists none on the class path");
        }
        Map<String, P> byName = new LinkedHashMap<>();
        for (P plugin : plugins) {
            P previous = byName.putIfAbsent(plugin.name(), plugin);
            if (previous != null) {
                throw new IllegalStateException("two " + what + "s are named \"" + plugin.name() + "\": "
                        + previous.getClass().getName() + " and " + plugin.getClass().getName());
            }
        }
        List<P> sorted = new ArrayList<>(byName.values());
        sorted.sort(Comparator.comparingInt((P p) -> p.descriptor().order()).thenComparing(BackendPlugin::name));
        return new BackendRegistry<>(sorted);
    }

    /** Every plug-in, in display order. */
    public List<P> all() {
        return plugins;
    }

    public List<String> names() {
        return plugins.stream().map(BackendPlugin::name).toList();
    }

    /** @throws IllegalArgumentException naming the known backends */
    public P byName(String name) {
        return plugins.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown backend \"" + name + "\"; known: " + String.join(", ", names())));
    }

    /**
     * Every plug-in's own settings ({@link BackendPlugin#settings()}), first-declared order, each once: backends of one
     * family may declare the same setting.
     *
     * @throws IllegalStateException when two backends declare different settings of one name
     */
    public List<Setting<?>> settings() {
        Map<String, Setting<?>> byName = new LinkedHashMap<>();
        for (P plugin : plugins) {
            for (Setting<?> setting : plugin.settings()) {
                Setting<?> previous = byName.putIfAbsent(setting.name(), setting);
                if (previous != null && previous != setting) {
                    throw new IllegalStateException("two settings are named \"" + setting.name() + "\"; the second is declared by backend "
                            + plugin.name() + " (" + plugin.getClass().getName() + "): backends may share a setting, not its name");
                }
            }
        }
        return List.copyOf(byName.values());
    }

    /** Every variant name any backend has, first-seen order. */
    public List<String> variantNames() {
        List<String> names = new ArrayList<>();
        for (P plugin : plugins) {
            for (Variant<?> variant : plugin.variants()) {
                if (!names.contains(variant.name())) {
                    names.add(variant.name());
                }
            }
        }
        return List.copyOf(names);
    }

    /**
     * The result file's {@code backends} section for the named backends: label, colour, order, version, needs, the
     * names of the backend's own settings and every variant's kind and description.
     */
    public Map<String, Object> describe(List<String> names) {
        Map<String, Object> section = new LinkedHashMap<>();
        for (P plugin : plugins) {
            if (names.contains(plugin.name())) {
                Map<String, Object> entry = describe(plugin.descriptor(), plugin.variants());
                entry.put("settings", plugin.settings().stream().map(Setting::name).toList());
                section.put(plugin.name(), entry);
            }
        }
        return section;
    }

    /** One backend's entry of the {@code backends} section. */
    public static Map<String, Object> describe(BackendDescriptor descriptor, List<? extends Variant<?>> variants) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("label", descriptor.label());
        entry.put("colour", descriptor.colour());
        entry.put("order", descriptor.order());
        if (descriptor.versionMarker() != null) {
            String version = LibraryVersions.versionOf(descriptor.versionMarker());
            entry.put("version", version == null ? "unknown" : version);
        }
        entry.put("needs", descriptor.needs().stream().map(BackendDescriptor.Need::label).sorted().toList());
        Map<String, Object> variantSection = new LinkedHashMap<>();
        for (Variant<?> variant : variants) {
            Map<String, Object> described = new LinkedHashMap<>();
            described.put("kind", variant.kind().label());
            described.put("description", variant.description());
            if (descriptor.needs(BackendDescriptor.Need.DATABASE)) {
                described.put("serverProfile", variant.serverProfile());
            }
            variantSection.put(variant.name(), described);
        }
        entry.put("variants", variantSection);
        return entry;
    }
}
