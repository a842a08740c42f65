package persistencebench.harness.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineFactsTest {

    @Test
    void theCpuModelIsProcCpuinfosModelName() throws Exception {
        Path cpuInfo = Path.of("/proc/cpuinfo");
        assumeTrue(Files.isReadable(cpuInfo), "a machine without /proc/cpuinfo");
        var modelName = Files.readAllLines(cpuInfo).stream().filter(line -> line.startsWith("model name")).findFirst()
                .map(line -> line.substring(line.indexOf(':') + 1).strip());
        assumeTrue(modelName.isPresent(), "a /proc/cpuinfo without model names");

        assertThat(MachineFacts.cpuModel()).isEqualTo(modelName.get()).isNotBlank();
    }

    @Test
    void theDataStorageIsTheFileStoreOfTheNearestExistingDirectory(@TempDir Path dir) throws Exception {
        FileStore store = Files.getFileStore(dir);

        assertThat(MachineFacts.dataStorage(dir.resolve("not/yet/created")))
                .containsEntry("dataDevice", store.name()).containsEntry("dataFileSystem", store.type());
    }
}
