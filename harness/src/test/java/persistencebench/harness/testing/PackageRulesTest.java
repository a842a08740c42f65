package persistencebench.harness.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The harness and the model keep the rules their package-info files state (the model has no test-jar of its own to run this). */
class PackageRulesTest {

    @Test
    void theHarnessKeepsItsPackageRules() {
        assertThat(PackageRules.violations(Path.of(""))).isEmpty();
    }

    @Test
    void theModelKeepsItsPackageRules() {
        assertThat(PackageRules.violations(Path.of("..", "model"))).isEmpty();
    }
}
