package persistencebench.read;

import java.nio.file.Path;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.fork.ForkReport;
import persistencebench.harness.result.Json;

/**
 * The main of a forked read JVM: reads the {@link ReadTask} from the JSON file named by the only argument, runs it
 * and reports its cells through {@link ForkReport}. Started by {@link ForkedTaskExecutor}, never by users.
 */
public final class ReadFork {

    private ReadFork() {
    }

    public static void main(String[] args) {
        Program.run("read-fork", () -> {
            if (args.length != 1) {
                throw new FatalError("usage: ReadFork <task.json> (started by ReadBenchmark)");
            }
            ReadTask task = Json.mapper().readValue(Path.of(args[0]).toFile(), ReadTask.class);
            ForkReport report = ForkReport.current();
            return new ReadTaskRunner(System.out).run(task, report::add) ? 0 : 1;
        });
    }
}
