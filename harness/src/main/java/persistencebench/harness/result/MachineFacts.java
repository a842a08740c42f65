package persistencebench.harness.result;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.resultformat.EnvironmentField;

/**
 * The facts of the machine that explain an fsync-bound benchmark beside its CPU count: the CPU's model, and the storage
 * device and file system that hold {@code -Ddata} (the stores, the databases' data directories, the datasets).
 */
final class MachineFacts {
    private static final Path CPU_INFO = Path.of("/proc/cpuinfo");

    private MachineFacts() {
    }

    /** The first processor's {@code model name} from {@code /proc/cpuinfo}, or why it is unknown. */
    static String cpuModel() {
        try {
            List<String> lines = Files.readAllLines(CPU_INFO, StandardCharsets.UTF_8);
            return lines.stream().filter(line -> line.startsWith("model name")).findFirst()
                    .map(line -> line.substring(line.indexOf(':') + 1).strip())
                    .orElse("unknown (" + CPU_INFO + " names no model)");
        } catch (IOException e) {
            return "unknown (" + CPU_INFO + " unreadable: " + e.getMessage() + ")";
        }
    }

    /**
     * {@code dataDevice} and {@code dataFileSystem} of the file store holding {@code data} (its nearest existing
     * directory, for a run that has not created it yet).
     */
    static Map<String, String> dataStorage(Path data) {
        Path existing = data.toAbsolutePath();
        while (!Files.exists(existing)) {
            existing = existing.getParent(); // the root exists, so this ends
        }
        Map<String, String> facts = new LinkedHashMap<>();
        try {
            FileStore store = Files.getFileStore(existing);
            facts.put(EnvironmentField.DATA_DEVICE.key(), store.name());
            facts.put(EnvironmentField.DATA_FILE_SYSTEM.key(), store.type());
        } catch (IOException e) {
            facts.put(EnvironmentField.DATA_DEVICE.key(), "unknown (" + e.getMessage() + ")");
            facts.put(EnvironmentField.DATA_FILE_SYSTEM.key(), "unknown");
        }
        return facts;
    }
}
