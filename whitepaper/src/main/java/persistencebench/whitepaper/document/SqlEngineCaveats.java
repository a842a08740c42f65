package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.CacheSetting;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultDatabaseServer;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What an expert of these engines should know before comparing them, from the result files: which engines run inside
 * the benchmark's JVM and which are servers, how large each engine's page cache was in each server profile (as
 * recorded, converted to one unit), how each engine's settings map the run's durability class, what else each engine
 * brings, and which code each engine's tuned variant ran.
 */
final class SqlEngineCaveats {

    private final AvailableResults results;
    private final List<String> engines;
    private final Map<String, ResultDatabaseServer> servers;

    SqlEngineCaveats(AvailableResults results) {
        this.results = results;
        this.engines = results.runs().stream().flatMap(run -> run.databases().stream()).distinct().sorted(Database.order()).toList();
        // the write run's servers first: the read run may have lacked one the write run had
        this.servers = new LinkedHashMap<>();
        results.runs().forEach(run -> run.environment().databases().forEach((engine, server) -> {
            if (!server.isUnavailable()) {
                servers.putIfAbsent(engine, server);
            }
        }));
    }

    String render() {
        List<String> lines = new ArrayList<>();
        placement().ifPresent(lines::add);
        caches().ifPresent(lines::add);
        lines.add(durability());
        notes().ifPresent(lines::add);
        results.write().flatMap(SqlEngineCaveats::tunedCode).ifPresent(lines::add);
        return Bullets.of(lines);
    }

    private Optional<String> placement() {
        List<String> inProcess = named(Database.Placement.IN_PROCESS);
        List<String> server = named(Database.Placement.SERVER);
        List<String> parts = new ArrayList<>();
        if (!inProcess.isEmpty()) {
            parts.add(Labels.list(inProcess) + (inProcess.size() == 1 ? " runs" : " run") + " inside the benchmark's forked JVM:"
                    + " no server process and no network round trip; all their work is in the JVM CPU column, with no server CPU"
                    + " beside it, and a cold sample opens the database file in a fresh JVM, as there is no server to restart");
        }
        if (!server.isEmpty()) {
            parts.add(Labels.list(server) + (server.size() == 1 ? " is a server" : " are servers") + " reached over TCP"
                    + " (started by the benchmark on localhost unless the environment table says external): every statement pays"
                    + " a round trip, and the servers' CPU is counted apart (Server CPU)");
        }
        List<String> unknown = engines.stream().filter(e -> Database.of(e).isEmpty()).toList();
        if (!unknown.isEmpty()) {
            parts.add(Labels.list(unknown) + ": not known to this white paper; the environment table lists what the run recorded");
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of("*Where each engine runs.* " + String.join(". ", parts) + ".");
    }

    private List<String> named(Database.Placement placement) {
        return engines.stream().map(Database::of).flatMap(Optional::stream).filter(db -> db.placement() == placement)
                .map(Database::displayName).toList();
    }

    /** Each engine's page cache found at the start (its defaults) and in the tuned profile, and whether they are equal. */
    private Optional<String> caches() {
        List<Database> known = engines.stream().map(Database::of).flatMap(Optional::stream).filter(db -> servers.containsKey(db.id())).toList();
        if (known.isEmpty()) {
            return Optional.empty();
        }
        String found = cacheList(known, Database::cacheFound, db -> servers.get(db.id()).settings());
        Optional<String> tunedProfile = profileOf(ResultVariantKind.TUNED);
        String tuned = tunedProfile.map(profile -> " Set by the " + AsciiDocText.literal(profile) + " profile the tuned cells ran on: "
                + cacheList(known, Database::cacheInProfile, db -> servers.get(db.id()).profile(profile)) + ".").orElse("");
        return Optional.of("*Page caches, as recorded.* Found at the start of the run, each engine's defaults"
                + profileOf(ResultVariantKind.PAPER).map(p -> " (what the " + AsciiDocText.literal(p) + " profile of the paper cells keeps)").orElse("")
                + ": " + found + "." + tuned + " Equal sizes are not equal caches in every respect: an engine may also read through"
                + " the operating system's page cache, which no setting here sizes.");
    }

    /** The server profile the cells of {@code kind} ran on, as they record it; empty when none records one. */
    private Optional<String> profileOf(ResultVariantKind kind) {
        return results.runs().stream().flatMap(run -> run.cells().stream()
                        .filter(c -> c.database() != null && c.serverProfile() != null && run.catalogue().kind(c) == kind))
                .map(ResultCell::serverProfile).findFirst();
    }

    private static String cacheList(List<Database> known, Function<Database, CacheSetting> setting,
                                    Function<Database, Map<String, String>> settings) {
        List<OptionalLong> sizes = new ArrayList<>();
        String list = known.stream().map(db -> {
            CacheSetting cache = setting.apply(db);
            Map<String, String> values = settings.apply(db);
            OptionalLong bytes = cache.bytes(values);
            sizes.add(bytes);
            String size = bytes.isPresent() ? Quantities.mebibytes(bytes.getAsLong()) + " MiB" : "not recorded";
            return db.displayName() + " " + size + (values.containsKey(cache.name())
                    ? " (" + AsciiDocText.literal(cache.name() + " = " + values.get(cache.name())) + ")" : "");
        }).collect(Collectors.joining(", "));
        boolean allKnown = sizes.stream().allMatch(OptionalLong::isPresent);
        long distinct = sizes.stream().filter(OptionalLong::isPresent).mapToLong(OptionalLong::getAsLong).distinct().count();
        return list + (!allKnown || known.size() < 2 ? "" : distinct == 1 ? " — equal" : " — unequal");
    }

    /** Each engine's recorded durability settings and how to read them, as a nested list. */
    private String durability() {
        String classes = results.runs().stream().map(run -> run.environment().durability()).filter(Objects::nonNull).distinct()
                .collect(Collectors.joining(" and "));
        StringBuilder text = new StringBuilder("*Durability on each engine.* The run's class (" + classes + ") as each engine was"
                + " set for it, from the settings recorded at the start of the run:");
        for (String engine : engines) {
            Optional<Database> db = Database.of(engine);
            ResultDatabaseServer server = servers.get(engine);
            text.append("\n** ").append(Database.displayName(engine)).append(": ");
            if (server == null) {
                text.append("not recorded (the server was not available)");
                continue;
            }
            List<String> names = db.map(Database::durabilitySettings).orElse(List.of());
            String values = names.stream().filter(server.settings()::containsKey)
                    .map(name -> AsciiDocText.literal(name + " = " + server.settings().get(name))).collect(Collectors.joining(", "));
            text.append(values.isEmpty() ? "no durability setting recorded" : values)
                    .append(db.map(d -> "; " + d.durabilityMeaning()).orElse(""));
        }
        return text.toString();
    }

    private Optional<String> notes() {
        String notes = engines.stream().map(Database::of).flatMap(Optional::stream).filter(db -> !db.note().isEmpty())
                .map(db -> "\n** " + db.displayName() + ": " + db.note()).collect(Collectors.joining());
        return notes.isEmpty() ? Optional.empty() : Optional.of("*Of the engines themselves.*" + notes);
    }

    /** For tuned styles whose code differs per database: which class ran on each, as the cells record it. */
    private static Optional<String> tunedCode(BenchmarkRun write) {
        DatabaseMatrix matrix = new DatabaseMatrix(write, BenchmarkKind.STORE_PHASE);
        List<String> parts = new ArrayList<>();
        for (DatabaseMatrix.AccessStyle style : matrix.styles()) {
            if (write.catalogue().kind(style.backend(), style.variant()) != ResultVariantKind.TUNED) {
                continue;
            }
            List<ResultCell> cells = matrix.databases().stream().map(db -> matrix.cell(style, db, null)).flatMap(Optional::stream)
                    .filter(c -> c.implementation() != null).toList();
            if (cells.stream().map(ResultCell::implementation).distinct().count() > 1) {
                parts.add(Labels.style(write.catalogue(), style.backend(), style.variant()) + ": " + cells.stream()
                        .map(c -> Database.displayName(c.database()) + " " + AsciiDocText.literal(c.implementation()))
                        .collect(Collectors.joining(", ")));
            }
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of("*Each engine's own recipe.* A tuned variant is what that engine's"
                + " experts do, so its code differs per database while the variant's description in the list of backends names"
                + " one; the cells record the class that ran: " + String.join("; ", parts) + ".");
    }
}
