package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.model.bookstore.BookstoreSize;

class ReadSettingsTest {

    private static Properties props(String... pairs) {
        Properties props = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            props.setProperty(pairs[i], pairs[i + 1]);
        }
        return props;
    }

    @Test
    void unknownSizeIsRejectedWithTheValidSizes() {
        assertThatThrownBy(() -> ReadSettings.parse(props("size", "gigantic")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("-Dsize=gigantic")
                .hasMessageContaining("tiny, small, medium, large, huge")
                .satisfies(e -> assertThat(((SettingsException) e).exitCode()).isEqualTo(2));
    }

    @Test
    void defaultsAreMediumAllBackendsAndBothVariants() {
        Settings settings = ReadSettings.parse(props());
        assertThat(ReadSettings.size(settings)).isEqualTo(BookstoreSize.MEDIUM);
        assertThat(settings.get(ReadSettings.BACKENDS)).containsExactly("microstream", "eclipsestore", "jdbc", "hibernate");
        assertThat(ReadSettings.variants(settings)).containsExactly(Variant.PAPER, Variant.TUNED);
        assertThat(settings.effective()).containsEntry("size", "medium").containsEntry("heap", "2g");
    }

    @Test
    void badBackendsAndHeapAreRejected() {
        assertThatThrownBy(() -> ReadSettings.parse(props("backends", "jdbc,mongo"))).hasMessageContaining("\"mongo\" is not one");
        assertThatThrownBy(() -> ReadSettings.parse(props("heap", "lots"))).hasMessageContaining("-Dheap=lots");
        assertThat(Settings.help(ReadSettings.PROGRAM, ReadSettings.PURPOSE, ReadSettings.declared())).contains("-Dsize", "-Dbackends", "-Djdbc.url");
    }
}
