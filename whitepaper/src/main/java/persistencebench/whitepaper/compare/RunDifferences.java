package persistencebench.whitepaper.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Environment;

/**
 * What two runs recorded differently, in the order a reader checks it: the data, the settings that change what is
 * measured (the durability class among them) (only those: where the runs' files were written or which folder held the data changes no
 * figure), the versions, the database servers' settings, the machine and the code. A fact that differs alike in the
 * write and the read runs is named once, with both.
 */
final class RunDifferences {
    private static final String UNRECORDED = "–";

    private RunDifferences() {
    }

    /** The differences between {@code first} and {@code second}, each run of one kind against the other's. */
    static List<Difference> of(Map<BenchmarkKind, BenchmarkRun> first, Map<BenchmarkKind, BenchmarkRun> second) {
        Map<List<String>, Set<String>> runsOf = new LinkedHashMap<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            BenchmarkRun a = first.get(kind);
            BenchmarkRun b = second.get(kind);
            if (a == null || b == null) {
                continue;
            }
            for (List<String> fact : facts(a, b)) {
                runsOf.computeIfAbsent(fact, k -> new LinkedHashSet<>()).add(kind.id());
            }
        }
        List<Difference> differences = new ArrayList<>();
        runsOf.forEach((fact, runs) -> differences.add(new Difference(fact.get(0), fact.get(1), fact.get(2), List.copyOf(runs))));
        return differences;
    }

    /** Each fact the two runs of one kind recorded differently, as (what, first value, second value). */
    private static List<List<String>> facts(BenchmarkRun a, BenchmarkRun b) {
        List<List<String>> facts = new ArrayList<>();
        Environment ea = a.environment();
        Environment eb = b.environment();
        add(facts, "data", RunDescriptions.dataset(a), RunDescriptions.dataset(b));
        addEach(facts, "setting ", measuredSettings(ea), measuredSettings(eb));
        addEach(facts, "version of ", ea.versions(), eb.versions());
        addEach(facts, "server setting ", ea.databaseSettings(), eb.databaseSettings());
        for (Map.Entry<String, Function<Environment, Object>> machine : machineFacts().entrySet()) {
            add(facts, machine.getKey(), text(machine.getValue().apply(ea)), text(machine.getValue().apply(eb)));
        }
        add(facts, "commit", text(ea.code().get("commit")) + dirty(ea), text(eb.code().get("commit")) + dirty(eb));
        return facts;
    }

    private static Map<String, Function<Environment, Object>> machineFacts() {
        Map<String, Function<Environment, Object>> facts = new LinkedHashMap<>();
        facts.put("CPUs", Environment::cpus);
        facts.put("CPU model", Environment::cpuModel);
        facts.put("memory (bytes)", Environment::hostMemoryBytes);
        facts.put("data device", Environment::dataDevice);
        facts.put("data file system", Environment::dataFileSystem);
        facts.put("JDK", Environment::jdk);
        facts.put("JVM", Environment::jvm);
        facts.put("OS", Environment::os);
        return facts;
    }

    /**
     * The settings that change what is measured, as the program recorded them beside its published values; every setting
     * for a file written before that record.
     */
    private static Map<String, String> measuredSettings(Environment environment) {
        Optional<Map<String, String>> published = environment.published();
        if (published.isEmpty()) {
            return environment.settings();
        }
        Map<String, String> measured = new LinkedHashMap<>();
        environment.settings().forEach((name, value) -> {
            if (published.get().containsKey(name)) {
                measured.put(name, value);
            }
        });
        return measured;
    }

    private static String dirty(Environment environment) {
        return Boolean.TRUE.equals(environment.code().get("dirty")) ? " (uncommitted changes)" : "";
    }

    private static void addEach(List<List<String>> facts, String prefix, Map<String, String> a, Map<String, String> b) {
        Set<String> names = new LinkedHashSet<>(a.keySet());
        names.addAll(b.keySet());
        for (String name : names) {
            add(facts, prefix + name, a.get(name), b.get(name));
        }
    }

    private static void add(List<List<String>> facts, String what, String a, String b) {
        if (!Objects.equals(a, b)) {
            facts.add(List.of(what, MachinePaths.redact(text(a)), MachinePaths.redact(text(b))));
        }
    }

    private static String text(Object value) {
        return value == null ? UNRECORDED : value.toString();
    }
}
