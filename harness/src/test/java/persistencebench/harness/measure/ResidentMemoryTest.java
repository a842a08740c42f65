package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ResidentMemoryTest {
    private Process shell;

    /** A shell that waits on a child {@code sleep}: a process tree of two whose memory does not change while it sleeps. */
    private long shellWithChild() throws Exception {
        shell = new ProcessBuilder("sh", "-c", "sleep 60 & wait").start();
        // the child is a copy of the shell until it has run sleep: wait for that, not only for the child
        for (int i = 0; i < 200 && !childSleeps(shell.pid()); i++) {
            Thread.sleep(10);
        }
        return shell.pid();
    }

    private static boolean childSleeps(long root) {
        List<Long> children = ProcessTree.descendants(root);
        try {
            return children.size() == 1 && Files.readString(ProcessTree.PROC.resolve(children.get(0) + "/comm")).trim().equals("sleep");
        } catch (IOException gone) {
            return false;
        }
    }

    @AfterEach
    void stop() {
        if (shell != null) {
            shell.descendants().forEach(ProcessHandle::destroyForcibly);
            shell.destroyForcibly();
        }
    }

    @Test
    void aTreeHoldsItsLiveDescendants() throws Exception {
        long root = shellWithChild();

        List<Long> descendants = ProcessTree.descendants(root);
        assertThat(descendants).hasSize(1);
        assertThat(Files.readString(ProcessTree.PROC.resolve(descendants.get(0) + "/comm")).trim()).isEqualTo("sleep");
        assertThat(ProcessTree.descendants(descendants.get(0))).isEmpty();
    }

    @Test
    void aTreesMemoryIsItsProcessesSummed() throws Exception {
        long root = shellWithChild();
        long child = ProcessTree.descendants(root).get(0);

        long childAlone = ResidentMemory.ofTree(child).bytes().orElseThrow();
        assertThat(childAlone).isPositive();
        assertThat(ResidentMemory.ofTree(root).bytes().orElseThrow()).isGreaterThan(childAlone);
    }

    @Test
    void thisJvmOccupiesMemoryAndAGoneProcessNone() throws Exception {
        assertThat(ResidentMemory.ofThisProcess().bytes().orElseThrow()).isGreaterThan(Runtime.getRuntime().totalMemory() / 100);
        Process done = new ProcessBuilder("true").start();
        done.waitFor();

        assertThat(ResidentMemory.ofTree(done.pid()).bytes()).isEmpty();
    }
}
