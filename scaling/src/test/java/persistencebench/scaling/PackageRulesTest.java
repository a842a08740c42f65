package persistencebench.scaling;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import persistencebench.harness.testing.PackageRules;

/** The scaling module keeps the rules its package-info states. */
class PackageRulesTest {

    @Test
    void theScalingStudyKeepsItsPackageRules() {
        assertThat(PackageRules.violations(Path.of(""))).isEmpty();
    }
}
