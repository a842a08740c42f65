package persistencebench.harness.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import persistencebench.harness.settings.Setting;

class BackendRegistryTest {

    /** A plug-in interface as a benchmark case declares one. */
    interface TestPlugin extends BackendPlugin<String> {
    }

    record Plugin(BackendDescriptor descriptor, List<Variant<String>> variants, List<Setting<?>> settings) implements TestPlugin {
        Plugin(BackendDescriptor descriptor, List<Variant<String>> variants) {
            this(descriptor, variants, List.of());
        }
    }

    private static final Setting<Integer> SHARED = Setting.intValue("family.knob", 1, 1, 9, "a setting two backends of a family share");

    private static Plugin plugin(String name, int order) {
        return new Plugin(new BackendDescriptor(name, name.toUpperCase(), "#123456", order, "org.junit.jupiter.api.Test",
                Set.of(BackendDescriptor.Need.DATABASE)), List.of(
                new Variant<>("paper", VariantKind.PAPER, "as the study did", List.of("-Xmx1g"), "p"),
                new Variant<>("tuned", VariantKind.TUNED, "as an expert would", List.of(), "t")));
    }

    @Test
    void pluginsAreOrderedByTheirDescriptorAndDescribedForResultFiles() {
        BackendRegistry<Plugin> registry = BackendRegistry.of("test plug-in", List.of(plugin("zeta", 10), plugin("alpha", 20)));
        assertThat(registry.names()).containsExactly("zeta", "alpha");
        assertThat(registry.variantNames()).containsExactly("paper", "tuned");
        Map<String, Object> described = registry.describe(List.of("alpha"));
        assertThat(described).containsOnlyKeys("alpha");
        @SuppressWarnings("unchecked")
        Map<String, Object> alpha = (Map<String, Object>) described.get("alpha");
        assertThat(alpha).containsEntry("label", "ALPHA").containsEntry("colour", "#123456").containsEntry("order", 20)
                .containsEntry("needs", List.of("database")).containsKey("version");
        assertThat(alpha.get("variants").toString()).contains("kind=paper", "description=as an expert would");
    }

    @Test
    void aSettingSharedByTwoBackendsIsDeclaredOnceAndRecordedForEach() {
        Plugin first = new Plugin(plugin("zeta", 10).descriptor(), plugin("zeta", 10).variants(), List.of(SHARED));
        Plugin second = new Plugin(plugin("alpha", 20).descriptor(), plugin("alpha", 20).variants(), List.of(SHARED));
        BackendRegistry<Plugin> registry = BackendRegistry.of("test plug-in", List.of(first, second, plugin("beta", 30)));
        assertThat(registry.settings()).containsExactly(SHARED);
        Map<String, Object> described = registry.describe(List.of("alpha", "beta"));
        assertThat(((Map<?, ?>) described.get("alpha")).get("settings")).isEqualTo(List.of("family.knob"));
        assertThat(((Map<?, ?>) described.get("beta")).get("settings")).isEqualTo(List.of());
    }

    @Test
    void twoDifferentSettingsOfOneNameAreRefused() {
        Setting<Integer> other = Setting.intValue("family.knob", 2, 1, 9, "another setting of the same name");
        BackendRegistry<Plugin> registry = BackendRegistry.of("test plug-in", List.of(
                new Plugin(plugin("zeta", 10).descriptor(), plugin("zeta", 10).variants(), List.of(SHARED)),
                new Plugin(plugin("alpha", 20).descriptor(), plugin("alpha", 20).variants(), List.of(other))));
        assertThatThrownBy(registry::settings).hasMessageContaining("two settings are named \"family.knob\"").hasMessageContaining("alpha");
    }

    @Test
    void unknownNamesAndDuplicatesAreRefusedClearly() {
        BackendRegistry<Plugin> registry = BackendRegistry.of("test plug-in", List.of(plugin("zeta", 10)));
        assertThatThrownBy(() -> registry.byName("nope")).hasMessageContaining("unknown backend \"nope\"; known: zeta");
        assertThatThrownBy(() -> BackendRegistry.of("test plug-in", List.of(plugin("zeta", 1), plugin("zeta", 2))))
                .hasMessageContaining("two test plug-ins are named \"zeta\"");
        assertThatThrownBy(() -> new BackendDescriptor("Bad Name", "x", "#000000", 1, null, Set.of()))
                .hasMessageContaining("lower-case");
        assertThatThrownBy(() -> new BackendDescriptor("ok", "x", "red", 1, null, Set.of())).hasMessageContaining("#rrggbb");
    }

    @Test
    void theServiceLoaderFindsNothingForAnUnregisteredInterface() {
        assertThatThrownBy(() -> BackendRegistry.load(TestPlugin.class)).hasMessageContaining("no TestPlugin is registered");
    }
}
