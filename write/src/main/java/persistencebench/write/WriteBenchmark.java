package persistencebench.write;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.db.PostgresServer;
import persistencebench.harness.db.PostgresServers;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.EnvironmentCapture;
import persistencebench.harness.result.ResultFileWriter;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.write.sql.TripTable;

/**
 * The write benchmark ({@code ./mvnw -pl write exec:java}): bulk-loads a month of taxi trips into every
 * selected backend and variant and proves each stored exactly what was read. It orchestrates only: the
 * dataset is generated or found, PostgreSQL started once, and every cell measured in a forked JVM
 * ({@link WriteCellMain}); the result file grows cell by cell and a table closes the run.
 */
public final class WriteBenchmark {
    static final String KIND = "write";
    /** The database the PostgreSQL loaders store into. */
    static final String DATABASE = "taxi";
    private static final String PURPOSE = "bulk-load NYC taxi trips into MicroStream, EclipseStore, JDBC and Hibernate and verify what was stored";

    private final Properties properties;
    private final PrintStream out;

    public WriteBenchmark(Properties properties, PrintStream out) {
        this.properties = properties;
        this.out = out;
    }

    public static void main(String[] args) {
        Program.run(KIND, () -> new WriteBenchmark(System.getProperties(), System.out).run());
    }

    /** Runs the benchmark; returns 0 when every cell passed its verification, 1 otherwise. */
    public int run() throws Exception {
        if (Settings.helpRequested(properties)) {
            out.print(Settings.help(KIND, PURPOSE, WriteSettings.all()));
            return 0;
        }
        Settings settings = Settings.parse(KIND, WriteSettings.all(),
                CommonSettings.withQuickDefaults(properties, WriteSettings.QUICK_VALUES));
        WritePlan plan = WritePlan.of(settings, ChannelCounts.parse(settings.get(WriteSettings.CHANNELS),
                Runtime.getRuntime().availableProcessors()));
        Path results = settings.get(CommonSettings.RESULTS);
        ResultFileWriter.unfinishedRuns(results, KIND)
                .forEach(p -> out.println("note: " + p + " never finished (an interrupted run); its numbers are incomplete"));
        // the database first: an unreachable server fails fast, before minutes of CSV generation
        try (PostgresServer server = plan.needsDatabase() ? startDatabase(settings) : null) {
            TripDataset dataset = TripDataset.resolve(settings, out);
            DatabaseTarget database = server == null ? null
                    : new DatabaseTarget(server.jdbcUrl(DATABASE), DATABASE, server.user(), server.password());
            Path storageRoot = settings.get(CommonSettings.DATA).toAbsolutePath().normalize().resolve("write");
            List<CellSpec> cells = plan.cells(dataset, database, storageRoot);
            ResultFileWriter writer = ResultFileWriter.start(results, KIND, EnvironmentCapture.capture(settings, server), dataset.facts());
            out.println("reading " + dataset.csv() + (server == null ? "" : "; PostgreSQL: " + server.description()));
            out.println("results: " + writer.file());
            measure(cells, dataset, writer);
            writer.finish();
            out.println();
            out.print(WriteSummaryTable.render(writer.cells()));
            if (!writer.verified()) {
                writer.cells().stream().filter(c -> !c.ok()).forEach(c -> out.println("FAILED " + c.label() + ": " + c.failure()));
                out.println("verification FAILED: see the problems in " + writer.latest());
                return 1;
            }
            out.println("all cells verified; results in " + writer.latest());
            return 0;
        }
    }

    private void measure(List<CellSpec> cells, TripDataset dataset, ResultFileWriter writer) throws Exception {
        CrossCellCheck check = new CrossCellCheck();
        for (int i = 0; i < cells.size(); i++) {
            CellSpec spec = cells.get(i);
            out.printf(Locale.ROOT, "%n[%d/%d] %s %s%s%n", i + 1, cells.size(), spec.title(), spec.phase(),
                    spec.channels() > 0 ? ", " + spec.channels() + " channel(s)" : "");
            CellResult cell = ForkedCell.run(spec);
            writer.add(cell);
            Object malformed = cell.metric(WriteCell.MALFORMED_ROW);
            if (malformed != null) {
                writer.addProblem(spec.title() + ": malformed CSV row: " + malformed);
                throw new FatalError("malformed CSV row in " + malformed + ". Fix the file, or run with -DbadRows=skip"
                        + " to skip and count malformed rows (partial results: " + writer.file() + ")");
            }
            boolean firstRead = check.rows() == null;
            check.check(cell).forEach(problem -> {
                writer.addProblem(problem);
                out.println("  PROBLEM: " + problem);
            });
            if (firstRead && check.rows() != null) {
                describeRead(cell, dataset, writer, check.rows());
            }
        }
    }

    /** Completes the dataset section once the first cell has read the CSV, and reports skipped rows. */
    private void describeRead(CellResult cell, TripDataset dataset, ResultFileWriter writer, long rows) {
        if (!dataset.generated()) {
            writer.dataset("rows", rows);
            writer.dataset("counts", Map.of("trips", rows));
        }
        Object skipped = cell.metric("badRowsSkipped");
        if (skipped != null) {
            writer.dataset("badRowsSkipped", skipped);
            Object samples = cell.metric("badRowSamples");
            if (samples != null) {
                writer.dataset("badRowSamples", samples);
            }
            out.println("  skipped " + skipped + " malformed row(s) (-DbadRows=skip)"
                    + (samples instanceof List<?> list && !list.isEmpty() ? "; first: " + list.get(0) : ""));
        }
    }

    private PostgresServer startDatabase(Settings settings) throws Exception {
        out.println("starting PostgreSQL...");
        PostgresServer server = PostgresServers.fromSettings(settings);
        try {
            server.createDatabaseIfMissing(DATABASE);
            TripTable.create(server.dataSource(DATABASE));
            return server;
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }
}
