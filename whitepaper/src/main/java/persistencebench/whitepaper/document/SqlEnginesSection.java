package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.SqlEngineWriteChart;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.MachinePaths;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.ResultDatabaseServer;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.study.SqlReferenceFigures;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The section on SQL engines: the JDBC and Hibernate cells on every database of the runs, side by side — write
 * throughput and read times per access style and database, what the numbers say, what an expert of these engines should
 * know, and the SQL references' published figures beside ours with their flaws. Rendered only when some SQL cell ran on
 * a database other than PostgreSQL, so a run on PostgreSQL alone reads exactly as before.
 */
final class SqlEnginesSection {

    private static final String DATABASES_SETTING = "-Ddatabases=postgresql,h2,sqlite,mariadb";

    private SqlEnginesSection() {
    }

    /** The filled {@code sql-engines-section.adoc} template, or an empty string when every SQL cell ran on PostgreSQL. */
    static String render(AvailableResults results, List<Figure> figures, SqlReferenceFigures references) {
        if (results.runs().stream().noneMatch(BenchmarkRun::hasOtherDatabases)) {
            return "";
        }
        List<String> engines = results.runs().stream().flatMap(run -> run.databases().stream()).distinct().sorted(Database.order()).toList();
        return Template.load("sql-engines-section.adoc").fill(Map.of(
                "otherDatabases", Labels.list(engines.stream().filter(e -> !Database.isStudy(e)).map(Database::displayName).toList()),
                "servers", servers(results, engines),
                "write", results.write().map(w -> write(w, figures)).orElseGet(() -> missing(BenchmarkKind.WRITE)),
                "read", results.read().map(r -> read(r, figures)).orElseGet(() -> missing(BenchmarkKind.READ)),
                "caveats", new SqlEngineCaveats(results).render(),
                "references", SqlReferenceTables.render(results, references)));
    }

    private static String write(BenchmarkRun write, List<Figure> figures) {
        DatabaseMatrix matrix = new DatabaseMatrix(write, BenchmarkKind.STORE_PHASE);
        if (!matrix.spansDatabases()) {
            return onPostgresqlOnly(BenchmarkKind.WRITE);
        }
        Optional<ResultCell> floor = write.chartable(BenchmarkKind.LOAD_ONLY_PHASE).stream().findFirst();
        return "Every cell loads " + RunDescriptions.dataset(write) + "; each number is " + RunDescriptions.GEOMETRIC_MEAN_OF + " "
                + RunDescriptions.iterations(matrix.cells().stream().filter(c -> write.verdict(c).chartable()).toList())
                + ", durability class *" + DurabilityText.durabilityClass(write) + "* (how each engine honours it: see"
                + " <<sql-engines-expert,what an expert should know>>).\n\n"
                + SqlEngineWriteTables.render(matrix, floor) + "\n"
                + ServerCountersTable.render(write) + "\n"
                + FigureBlocks.named(figures, SqlEngineWriteChart.NAME) + "\n"
                + NoiseCheck.ofOtherDatabases(write) + "\n"
                + "What the write numbers say:\n\n" + SqlEngineWriteFindings.render(matrix, floor);
    }

    private static String read(BenchmarkRun read, List<Figure> figures) {
        if (read.phases().stream().noneMatch(phase -> new DatabaseMatrix(read, phase).spansDatabases())) {
            return onPostgresqlOnly(BenchmarkKind.READ);
        }
        return "Every cell queries the " + RunDescriptions.dataset(read) + " with the parameters of the read case above; each number is"
                + " " + RunDescriptions.GEOMETRIC_MEAN_OF + " " + RunDescriptions.iterations(read.chartable()) + ". Cold is open + all the phase's queries in a fresh JVM"
                + " (for a server, restarted; for an in-process engine, its file opened anew), hot the queries on an open"
                + " connection.\n\n"
                + NoiseCheck.ofOtherDatabases(read) + "\n"
                + SqlEngineReadPhases.render(read, figures);
    }

    /** One line per engine: which server it was in each run, or why the run could not start it. */
    private static String servers(AvailableResults results, List<String> engines) {
        return Bullets.of(engines.stream().map(engine -> {
            Map<String, String> byRun = new LinkedHashMap<>();
            results.runs().forEach(run -> Optional.ofNullable(run.environment().databases().get(engine))
                    .ifPresent(server -> byRun.put(run.kind().id() + " run", describe(server))));
            String placement = Database.of(engine).map(db -> db.placement() == Database.Placement.IN_PROCESS
                    ? " (in the benchmark's JVM)" : " (a server)").orElse("");
            String where = byRun.isEmpty() ? "not recorded in the environment"
                    : byRun.values().stream().distinct().count() == 1 ? byRun.values().iterator().next()
                    : byRun.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining("; "));
            return Database.displayName(engine) + placement + " — " + MachinePaths.redact(where);
        }).toList());
    }

    private static String describe(ResultDatabaseServer server) {
        if (server.isUnavailable()) {
            return "unavailable: " + server.unavailable();
        }
        boolean versionSaid = server.version() == null || server.description().contains(server.version());
        return server.description() + (versionSaid ? "" : ", version " + server.version());
    }

    private static String onPostgresqlOnly(BenchmarkKind kind) {
        return "The " + kind.id() + " run measured the SQL backends on PostgreSQL only; run " + AsciiDocText.literal(kind.command()
                + " " + DATABASES_SETTING) + " to add this part.\n";
    }

    private static String missing(BenchmarkKind kind) {
        return "There is no " + kind.id() + " run; run " + AsciiDocText.literal(kind.command() + " " + DATABASES_SETTING)
                + " to add this part.\n";
    }
}
