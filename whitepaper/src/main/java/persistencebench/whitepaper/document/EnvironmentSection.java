package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Environment;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The environment table: one column per available run, one row per recorded property (machine,
 * JVM, library versions, effective settings, dataset), so every number can be traced to its setup.
 */
final class EnvironmentSection {

    private static final double GIB = 1024.0 * 1024.0 * 1024.0;

    private EnvironmentSection() {
    }

    /** The table for {@code runs} (one or two). */
    static String table(List<BenchmarkRun> runs) {
        List<String> columns = new ArrayList<>(List.of("<", "Property"));
        runs.forEach(run -> columns.addAll(List.of("<", run.kind().id() + " run")));
        AsciiDocTable table = new AsciiDocTable("Environment and settings of each run", columns.toArray(String[]::new));
        row(table, runs, "Result file", run -> AsciiDocText.literal(run.source().toString()));
        row(table, runs, "Started", run -> run.file().startedAt());
        row(table, runs, "Finished", run -> run.file().finishedAt());
        row(table, runs, "JDK", run -> run.environment().jdk());
        row(table, runs, "JVM", run -> run.environment().jvm());
        row(table, runs, "OS", run -> run.environment().os());
        row(table, runs, "CPUs", run -> Objects.toString(run.environment().cpus(), ""));
        row(table, runs, "Orchestrator max heap (each cell runs in a forked JVM with its own -Xmx)", run -> gib(run.environment().maxHeapBytes()));
        row(table, runs, "Host memory", run -> gib(run.environment().hostMemoryBytes()));
        row(table, runs, "JVM arguments", run -> AsciiDocText.literal(String.join(" ", run.environment().jvmArgs())));
        row(table, runs, "Database", run -> run.environment().database());
        for (String library : union(runs, env -> env.versions().keySet())) {
            row(table, runs, library + " version", run -> run.environment().versions().get(library));
        }
        for (String setting : union(runs, env -> env.settings().keySet())) {
            row(table, runs, "setting " + AsciiDocText.literal(setting),
                    run -> AsciiDocText.literal(run.environment().settings().get(setting)));
        }
        row(table, runs, "Dataset", RunDescriptions::dataset);
        row(table, runs, "Iterations", run -> RunDescriptions.iterations(run.cells()));
        return table.render();
    }

    private static void row(AsciiDocTable table, List<BenchmarkRun> runs, String property,
                            Function<BenchmarkRun, String> value) {
        List<String> values = new ArrayList<>(List.of(property));
        runs.forEach(run -> values.add(value.apply(run)));
        table.row(values.toArray(String[]::new));
    }

    private static Set<String> union(List<BenchmarkRun> runs, Function<Environment, Set<String>> keys) {
        Set<String> all = new LinkedHashSet<>();
        runs.forEach(run -> all.addAll(keys.apply(run.environment())));
        return all;
    }

    private static String gib(Long bytes) {
        return bytes == null ? "" : Quantities.ratio(bytes / GIB) + " GiB";
    }
}
