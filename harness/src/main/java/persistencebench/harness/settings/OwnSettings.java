package persistencebench.harness.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of a backend's own settings ({@link persistencebench.harness.backend.BackendPlugin#settings()}) for its
 * cells, by name and as typed: plain text, so a fork task carries them to the measuring JVM, where the backend reads
 * them back through its own {@link Setting}; the core carries them without knowing what they mean. Unmasked, like
 * {@link Settings#text}: never shown, only handed over.
 *
 * @param values the text of each setting given to the run, by name (unset settings left out)
 */
public record OwnSettings(Map<String, String> values) {
    /** A backend without settings of its own, or a cell planned without them (a test's). */
    public static final OwnSettings NONE = new OwnSettings(Map.of());

    public OwnSettings {
        values = values == null ? Map.of() : Map.copyOf(values);
    }

    /** The values of {@code declared} as the run was given them, defaults included. */
    public static OwnSettings of(Settings settings, List<Setting<?>> declared) {
        Map<String, String> values = new LinkedHashMap<>();
        for (Setting<?> setting : declared) {
            String text = settings.text(setting);
            if (text != null) {
                values.put(setting.name(), text);
            }
        }
        return new OwnSettings(values);
    }

    /** One setting's value: the one carried, else the setting's default; fails when neither exists. */
    public <T> T get(Setting<T> setting) {
        String text = values.getOrDefault(setting.name(), setting.defaultText());
        if (text == null) {
            throw new IllegalStateException("this cell was planned without -D" + setting.name());
        }
        return setting.parse(text);
    }
}
