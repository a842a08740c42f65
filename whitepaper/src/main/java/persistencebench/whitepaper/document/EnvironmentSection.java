package persistencebench.whitepaper.document;

import persistencebench.harness.cli.Credentials;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.QuietnessText;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Environment;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * The environment section: one column per available run, one row per recorded property (machine, JVM,
 * durability class, every database server with its settings and server profiles, versions, effective settings,
 * execution, dataset), so every number can be traced to its setup; then a warning when the runs differ in durability.
 * The orchestrator's JVM arguments and heap are not shown, and machine paths are reduced to their last part.
 */
final class EnvironmentSection {

    private static final double GIB = 1024.0 * 1024.0 * 1024.0;
    /** A setting that does not apply when the trips come from a user's file. */
    private static final String ROWS_SETTING = "rows";

    private EnvironmentSection() {
    }

    /**
     * The table for {@code runs} (one or two), followed by a durability mismatch warning if there is one; without a run
     * (a scaling study alone), a sentence pointing to the study's section, which describes its machine.
     */
    static String render(List<BenchmarkRun> runs) {
        if (runs.isEmpty()) {
            return "This edition has no write or read run; the scaling study's section says what it ran on.\n";
        }
        List<String> columns = new ArrayList<>(List.of("<", "Property"));
        runs.forEach(run -> columns.addAll(List.of("<", run.kind().id() + " run")));
        AsciiDocTable table = new AsciiDocTable("Environment and settings of each run", columns.toArray(String[]::new));
        row(table, runs, "Result file", BenchmarkRun::sourceName);
        row(table, runs, "Publication", run -> run.publication().map(p -> Objects.toString(p.status(), "not recorded"))
                .orElse("not recorded"));
        row(table, runs, "Started", run -> run.file().startedAt());
        row(table, runs, "Finished", run -> run.file().finishedAt());
        row(table, runs, "Interruptions", EnvironmentSection::interruptions);
        row(table, runs, "Machine during the samples", run -> QuietnessText.of(run.quietness()));
        row(table, runs, "Code", EnvironmentSection::code);
        row(table, runs, "JDK", run -> run.environment().jdk());
        row(table, runs, "JVM", run -> run.environment().jvm());
        row(table, runs, "OS", run -> run.environment().os());
        row(table, runs, "CPUs", run -> Objects.toString(run.environment().cpus(), ""));
        row(table, runs, "CPU model", run -> Objects.toString(run.environment().cpuModel(), "not recorded"));
        row(table, runs, "Host memory", run -> gib(run.environment().hostMemoryBytes()));
        row(table, runs, "Storage under -Ddata", EnvironmentSection::dataStorage);
        if (runs.stream().allMatch(run -> run.environment().databases().isEmpty())) {
            row(table, runs, "Database", run -> run.environment().database());
            row(table, runs, "Durability class", DurabilityText::durabilityClass);
            for (String setting : serverSettings(runs)) {
                row(table, runs, "server " + AsciiDocText.literal(setting),
                        run -> AsciiDocText.literal(run.environment().databaseSettings().get(setting)));
            }
        } else {
            row(table, runs, "Durability class", DurabilityText::durabilityClass);
            new DatabaseServerRows(runs).addTo(table);
        }
        for (String library : union(runs, env -> env.versions().keySet())) {
            row(table, runs, library + " version", run -> run.environment().versions().get(library));
        }
        for (String setting : union(runs, env -> env.settings().keySet())) {
            row(table, runs, "setting " + AsciiDocText.literal(setting), run -> AsciiDocText.literal(setting(run, setting)));
        }
        row(table, runs, "Execution", run -> JsonText.plain(run.environment().execution()));
        row(table, runs, "Dataset", RunDescriptions::dataset);
        row(table, runs, "Samples", run -> RunDescriptions.iterations(run.chartable()));
        row(table, runs, "95 % intervals", run -> Objects.requireNonNullElse(run.environment().intervals(),
                "not recorded (computed here by the same method: Student's t over each fork's median sample)"));
        return table.render() + DurabilityText.mismatch(runs).map(mismatch -> "\nWARNING: " + mismatch + "\n").orElse("");
    }

    /** How often the run was interrupted and resumed, and what it kept ({@code docs/method.md}, "Interrupted runs"). */
    private static String interruptions(BenchmarkRun run) {
        List<Map<String, Object>> interruptions = run.file().interruptions();
        if (interruptions.isEmpty()) {
            return "none";
        }
        List<String> each = new ArrayList<>();
        for (Map<String, Object> interruption : interruptions) {
            each.add("resumed " + interruption.get("resumedAt") + " after its last fork ended " + interruption.get("lastForkEndedAt")
                    + ", keeping " + interruption.get("forksKept") + " finished fork(s)");
        }
        return String.join("; ", each);
    }

    /** The commit that measured, and whether its sources differed from it. */
    private static String code(BenchmarkRun run) {
        Map<String, Object> code = run.environment().code();
        if (code.isEmpty()) {
            return "not recorded";
        }
        return code.get("commit") + (Boolean.TRUE.equals(code.get("dirty")) ? " with uncommitted changes (digest "
                + code.get("changesDigest") + ")" : "") + (code.get("why") == null ? "" : " (" + code.get("why") + ")");
    }

    static void row(AsciiDocTable table, List<BenchmarkRun> runs, String property,
                            Function<BenchmarkRun, String> value) {
        List<String> values = new ArrayList<>(List.of(property));
        runs.forEach(run -> values.add(Objects.toString(MachinePaths.redact(value.apply(run)), "")));
        table.row(values.toArray(String[]::new));
    }

    /** A setting's value; the row count is left out when the trips came from a user's file, which it did not limit. */
    private static String setting(BenchmarkRun run, String name) {
        if (ROWS_SETTING.equals(name) && run.dataset().fromUserFile()) {
            return "";
        }
        return Credentials.mask(run.environment().settings().get(name)); // a file written before URLs were masked
    }

    /** The device and file system that held the stores and data directories: what an fsync costs depends on them. */
    private static String dataStorage(BenchmarkRun run) {
        Environment env = run.environment();
        return env.dataDevice() == null ? "not recorded" : env.dataDevice() + " (" + env.dataFileSystem() + ")";
    }

    /** The durability-relevant server settings first, then every other recorded one. */
    private static Set<String> serverSettings(List<BenchmarkRun> runs) {
        Set<String> names = new LinkedHashSet<>();
        if (runs.stream().anyMatch(run -> !run.environment().databaseSettings().isEmpty())) {
            names.addAll(DurabilityText.SERVER_SETTINGS);
        }
        names.addAll(union(runs, env -> env.databaseSettings().keySet()));
        return names;
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
