package persistencebench.harness.fork;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.core.api.InstanceOfAssertFactories;

import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;

class JvmForkTest {

    /** The child: reports one cell carrying a property the parent passed, then exits with the code asked for. */
    public static final class Child {
        public static void main(String[] args) {
            CellResult cell = new CellResult("csv", "baseline", "load-only", null);
            cell.put("echo", System.getProperty("echo"));
            ForkReport.current().add(cell);
            System.exit(Integer.parseInt(args[0]));
        }
    }

    @Test
    void theChildRunsWithOurClasspathFlagsAndPropertiesAndReportsItsCells() {
        ForkOutcome outcome = JvmFork.of(Child.class).jvmArg("-Xmx64m").systemProperty("echo", "hello").arg("0").run();
        assertThat(outcome.succeeded()).isTrue();
        assertThat(outcome.cells()).singleElement().satisfies(cell -> {
            assertThat(cell.label()).isEqualTo("csv/baseline load-only");
            assertThat(cell.metric("echo")).isEqualTo("hello");
            assertThat(cell.metric("jvmArgs")).asInstanceOf(InstanceOfAssertFactories.LIST).contains("-Xmx64m");
            assertThat(((Number) cell.metric("maxHeapBytes")).longValue()).isLessThanOrEqualTo(64L * 1024 * 1024);
        });
    }

    @Test
    void aFailingChildStillReportsWhatItFinished() {
        ForkOutcome outcome = JvmFork.of(Child.class).systemProperty("echo", "x").arg("3").run();
        assertThat(outcome.exitCode()).isEqualTo(3);
        assertThat(outcome.cells()).hasSize(1);
    }
}
