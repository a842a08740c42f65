package persistencebench.read;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.EnvironmentCapture;
import persistencebench.harness.result.ResultFileWriter;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.connect.DatabaseTarget;

/**
 * One run of the read benchmark, in the orchestrating JVM, which holds the PostgreSQL server: ensures the dataset,
 * draws the parameters, measures every cold cell (one fresh JVM per sample; PostgreSQL restarted before each sample
 * of a database backend when the server allows it), then every hot cell (one JVM per backend and variant), checks
 * that all cells of a phase gave the same answer, and writes {@code results/read-*.json}.
 */
public final class ReadRun {
    private final Settings settings;
    private final PostgresServer server;
    private final TaskExecutor executor;
    private final PrintStream out;
    private final List<String> problems = new ArrayList<>();

    /** What a run produced. */
    public record Outcome(Path resultFile, Path latest, boolean verified, List<String> problems) {
    }

    public ReadRun(Settings settings, PostgresServer server, TaskExecutor executor, PrintStream out) {
        this.settings = settings;
        this.server = server;
        this.executor = executor;
        this.out = out;
    }

    public Outcome run() {
        BookstoreSize size = ReadSettings.size(settings);
        long seed = settings.get(CommonSettings.SEED);
        Path results = settings.get(CommonSettings.RESULTS);
        ResultFileWriter.unfinishedRuns(results, "read").forEach(p -> out.println("note: " + p + " is from an interrupted run (finished: false)"));

        BookstoreDataset dataset = BookstoreDataset.ensure(size, seed, settings.get(CommonSettings.DATA), server, out::println);
        String database = dataset.databaseName();
        DatasetTarget target = new DatasetTarget(dataset.microStreamStorage().toAbsolutePath(), dataset.eclipseStoreStorage().toAbsolutePath(),
                new DatabaseTarget(server.jdbcUrl(database), server.user(), server.password()));
        QueryParameters parameters = chooseParameters(seed, database);
        out.println("parameters: years " + parameters.years() + ", countries "
                + parameters.countries().stream().map(QueryParameters.ChosenCountry::name).toList()
                + ", pages " + parameters.pages() + " of " + parameters.pageSize());

        Map<String, Object> environment = new LinkedHashMap<>(EnvironmentCapture.capture(settings, server));
        environment.put("execution", executor.description());
        ResultFileWriter writer = ResultFileWriter.start(results, "read", environment, datasetFacts(dataset, parameters));
        out.println("writing " + writer.file());

        List<String> backends = settings.get(ReadSettings.BACKENDS);
        List<Variant> variants = ReadSettings.variants(settings);
        int iterations = settings.get(ReadSettings.ITERATIONS);
        DigestAgreement agreement = new DigestAgreement();
        for (QueryPhase phase : QueryPhase.values()) {
            for (String backend : backends) {
                for (Variant variant : variants) {
                    record(writer, agreement, coldCell(Backends.named(backend), variant, phase, parameters, target, iterations));
                }
            }
        }
        for (String backend : backends) {
            for (Variant variant : variants) {
                out.println("hot: " + backend + "/" + variant.label());
                ReadTask task = ReadTask.hot(backend, variant, parameters, target, settings.get(ReadSettings.WARMUPS), iterations);
                executor.execute(task).forEach(cell -> record(writer, agreement, cell));
            }
        }
        writer.finish();
        out.println();
        out.print(ReadSummaryTable.render(writer.cells()));
        problems.forEach(p -> out.println("PROBLEM: " + p));
        out.println("results: " + writer.file() + " (and " + writer.latest() + ")");
        return new Outcome(writer.file(), writer.latest(), writer.verified() && problems.isEmpty(), List.copyOf(problems));
    }

    private QueryParameters chooseParameters(long seed, String database) {
        try {
            return QueryParameters.choose(seed, CountryYearsQuery.read(server.dataSource(database), database));
        } catch (IllegalArgumentException e) {
            throw new FatalError("cannot choose query parameters from database " + database + ": " + e.getMessage());
        }
    }

    private CellResult coldCell(Backend backend, Variant variant, QueryPhase phase, QueryParameters parameters, DatasetTarget target, int samples) {
        boolean restart = backend.usesDatabase() && server.restartable();
        List<CellResult> forks = new ArrayList<>();
        for (int i = 1; i <= samples; i++) {
            out.println("cold: " + backend.name() + "/" + variant.label() + " " + phase.label() + ", sample " + i + "/" + samples
                    + (restart ? " (PostgreSQL restarted)" : ""));
            if (restart) {
                server.restart();
            }
            forks.addAll(executor.execute(ReadTask.cold(backend.name(), variant, phase, parameters, target)));
        }
        CellResult cell = ColdCellMerger.merge(phase, forks);
        if (backend.usesDatabase()) {
            cell.put("serverRestarted", restart);
        }
        return cell;
    }

    private void record(ResultFileWriter writer, DigestAgreement agreement, CellResult cell) {
        Optional<String> problem = agreement.check(cell);
        CellDigests.strip(cell);
        writer.add(cell);
        problem.ifPresent(p -> {
            out.println("PROBLEM: " + p);
            problems.add(p);
            writer.addProblem(p);
        });
    }

    private static Map<String, Object> datasetFacts(BookstoreDataset dataset, QueryParameters parameters) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("kind", "bookstore");
        facts.put("size", dataset.size().label());
        facts.put("seed", dataset.seed());
        facts.put("source", "generated");
        facts.put("contentDigest", dataset.digest());
        facts.put("database", dataset.databaseName());
        facts.put("counts", dataset.counts());
        facts.put("parameters", parameters.toMap());
        return facts;
    }
}
