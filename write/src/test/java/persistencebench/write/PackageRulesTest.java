package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import persistencebench.harness.testing.PackageRules;

/** The write module keeps the rules its package-info files state. */
class PackageRulesTest {

    @Test
    void theWriteKeepsItsPackageRules() {
        assertThat(PackageRules.violations(Path.of(""))).isEmpty();
    }
}
