package persistencebench.whitepaper.document;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.ResultDatabaseServer;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The environment table's rows for every database server of the runs ({@code environment.databases}): which server
 * (or why it was unavailable), every setting found at the start of the run (those that decide durability first), and
 * what each server profile sets. Engines appear in the usual order, the study's first.
 */
final class DatabaseServerRows {

    private final List<BenchmarkRun> runs;

    DatabaseServerRows(List<BenchmarkRun> runs) {
        this.runs = runs;
    }

    void addTo(AsciiDocTable table) {
        for (String engine : engines()) {
            String name = Database.displayName(engine);
            EnvironmentSection.row(table, runs, name + " server", run -> server(run, engine)
                    .map(s -> s.isUnavailable() ? "unavailable: " + s.unavailable() : s.description()).orElse(""));
            for (String setting : settingNames(engine)) {
                EnvironmentSection.row(table, runs, name + " " + AsciiDocText.literal(setting),
                        run -> AsciiDocText.literal(server(run, engine).map(s -> s.settings().get(setting)).orElse(null)));
            }
            for (String profile : union(engine, s -> s.serverProfiles().keySet())) {
                EnvironmentSection.row(table, runs, name + " profile " + AsciiDocText.literal(profile),
                        run -> server(run, engine).filter(s -> s.serverProfiles().containsKey(profile))
                                .map(s -> profileText(s.profile(profile))).orElse(""));
            }
        }
    }

    private List<String> engines() {
        return runs.stream().flatMap(run -> run.environment().databases().keySet().stream()).distinct()
                .sorted(Database.order()).toList();
    }

    /** The settings that decide durability first, then every other recorded one. */
    private Set<String> settingNames(String engine) {
        Set<String> recorded = union(engine, s -> s.settings().keySet());
        Set<String> names = new LinkedHashSet<>();
        Database.of(engine).ifPresent(db -> db.durabilitySettings().stream().filter(recorded::contains).forEach(names::add));
        names.addAll(recorded);
        return names;
    }

    private Set<String> union(String engine, Function<ResultDatabaseServer, Set<String>> keys) {
        Set<String> all = new LinkedHashSet<>();
        runs.forEach(run -> server(run, engine).ifPresent(s -> all.addAll(keys.apply(s))));
        return all;
    }

    private static Optional<ResultDatabaseServer> server(BenchmarkRun run, String engine) {
        return Optional.ofNullable(run.environment().databases().get(engine));
    }

    private static String profileText(Map<String, String> settings) {
        return settings.isEmpty() ? "the engine's defaults (sets nothing)"
                : AsciiDocText.literal(settings.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue())
                        .collect(Collectors.joining("; ")));
    }
}
