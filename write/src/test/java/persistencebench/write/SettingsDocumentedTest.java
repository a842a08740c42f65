package persistencebench.write;

import org.junit.jupiter.api.Test;
import persistencebench.harness.testing.SettingsDocumentation;


/** docs/settings.md documents this program's settings as its {@code -Dhelp} prints them. */
class SettingsDocumentedTest {

    @Test
    void theSettingsPageMatchesTheDeclarations() {
        SettingsDocumentation.assertDocumented(WriteBenchmark.KIND, WriteBenchmark.class);
    }
}
