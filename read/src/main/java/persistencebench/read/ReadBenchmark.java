package persistencebench.read;

import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.PostgresServers;
import persistencebench.harness.settings.Settings;

/**
 * The read benchmark: {@code ./mvnw -pl read exec:java -Dsize=medium} ({@code -Dhelp} lists the settings). The
 * orchestrator runs in Maven's JVM and holds the PostgreSQL server; every measurement runs in a forked JVM. Exits
 * 0 when every cell succeeded and all backends gave the same answers, 1 otherwise, 2 for invalid settings.
 */
public final class ReadBenchmark {

    private ReadBenchmark() {
    }

    public static void main(String[] args) {
        Program.run(ReadSettings.PROGRAM, () -> {
            if (Settings.helpRequested(System.getProperties())) {
                System.out.print(Settings.help(ReadSettings.PROGRAM, ReadSettings.PURPOSE, ReadSettings.declared()));
                return 0;
            }
            Settings settings = ReadSettings.parse(System.getProperties());
            try (PostgresServer server = PostgresServers.fromSettings(settings)) {
                ReadRun.Outcome outcome = new ReadRun(settings, server, new ForkedTaskExecutor(settings.get(ReadSettings.HEAP)), System.out).run();
                if (!outcome.verified()) {
                    throw new FatalError(outcome.problems().size() + " verification problem(s), listed above and in " + outcome.resultFile());
                }
            }
            return 0;
        });
    }
}
