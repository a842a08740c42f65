package persistencebench.read;

import java.util.Map;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.cli.RunLock;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.fork.PinnedClassPath;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.read.plugin.ReadBackend;

/**
 * The read benchmark: {@code ./mvnw -pl read exec:java -Dsize=medium} ({@code -Dhelp} lists the settings). The
 * orchestrator runs in Maven's JVM and holds the database servers ({@code -Ddatabases}); every measurement runs in a
 * forked JVM. Exits 0 when every cell succeeded and all backends gave the same answers, 1 otherwise, 2 for invalid
 * settings.
 */
public final class ReadBenchmark {

    private ReadBenchmark() {
    }

    public static void main(String[] args) {
        PinnedClassPath.runPinned(ReadBenchmark.class, args, () -> Program.run(ReadSettings.PROGRAM, () -> {
            BackendRegistry<ReadBackend> registry = BackendRegistry.load(ReadBackend.class);
            if (Settings.helpRequested(System.getProperties())) {
                System.out.print(Settings.help(System.getProperties(), ReadSettings.PROGRAM, ReadSettings.PURPOSE,
                        ReadSettings.declared(registry), ReadSettings.QUICK_VALUES));
                return 0;
            }
            Settings settings = ReadSettings.parse(System.getProperties(), registry);
            RunLock lock = RunLock.acquire(ReadSettings.PROGRAM, Map.of(CommonSettings.DATA.name(), settings.get(CommonSettings.DATA),
                    CommonSettings.RESULTS.name(), settings.get(CommonSettings.RESULTS)));
            PinnedClassPath.pin();
            try (DatabaseServers servers = DatabaseServers.start(ReadSettings.databasesInUse(settings, registry), settings, System.out::println,
                    server -> { })) {
                ReadRun.Outcome outcome = new ReadRun(settings, servers, registry,
                        new ForkExecutor(settings.get(ReadSettings.HEAP), ReadSettings.forkTimeLimit(settings), System.out), System.out).run();
                if (!outcome.verified()) {
                    throw new FatalError("the run has failed cells or verification problems, listed above and in " + outcome.resultFile());
                }
            } finally {
                lock.close();
            }
            return 0;
        }));
    }
}
