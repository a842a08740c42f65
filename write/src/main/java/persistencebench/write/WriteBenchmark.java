package persistencebench.write;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.CorruptTripFileException;
import persistencebench.generator.taxi.MalformedTripRowException;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.cli.RunLock;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.fork.ForkRounds;
import persistencebench.harness.fork.PinnedClassPath;
import persistencebench.harness.measure.SanityPairs;
import persistencebench.harness.result.ResultFileWriter;
import persistencebench.harness.result.RunResume;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.write.fork.WarmupSlice;
import persistencebench.write.fork.WriteTask;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.readback.ReadBackPlan;
import persistencebench.write.readback.ReadBackReference;
import persistencebench.write.readback.ReadBackSpec;
import persistencebench.write.singleops.SingleOpsPlan;
import persistencebench.write.singleops.SingleOpsReference;
import persistencebench.write.singleops.SingleOpsSpec;
import persistencebench.write.triptables.SqlTripTable;

/**
 * The write benchmark ({@code ./mvnw -pl write exec:java}): bulk-loads a month of taxi trips into every selected
 * backend and variant and proves each stored exactly what was read. It orchestrates only: the databases are started
 * first (a wrong URL fails fast), the dataset generated or found and read once untimed for the proof, and every cell
 * measured in forked JVMs, interleaved in rounds ({@link WriteRounds}); the SQL backends run on every database of
 * {@code -Ddatabases} (an engine that cannot start is reported in one line and its cells are skipped); the result file grows cell by cell and a table
 * closes the run. Exits non-zero when a cell failed; the result file still holds every other cell. A cell the run cannot
 * measure (no MongoDB server given) is recorded as skipped, which fails nothing.
 */
public final class WriteBenchmark {
    static final String KIND = "write";
    /** The database the SQL loaders store into. */
    static final String DATABASE = "taxi";
    private static final String PURPOSE = "bulk-load NYC taxi trips into every write backend and verify what each stored";

    private final Properties properties;
    private final PrintStream out;

    public WriteBenchmark(Properties properties, PrintStream out) {
        this.properties = properties;
        this.out = out;
    }

    public static void main(String[] args) {
        PinnedClassPath.runPinned(WriteBenchmark.class, args,
                () -> Program.run(KIND, () -> new WriteBenchmark(System.getProperties(), System.out).run()));
    }

    /** Runs the benchmark; returns 0 when every cell passed its verification, 1 otherwise. */
    public int run() throws Exception {
        if (Settings.helpRequested(properties)) {
            out.print(Settings.help(properties, KIND, PURPOSE, WriteSettings.all(), WriteSettings.QUICK_VALUES));
            return 0;
        }
        Settings settings = Settings.parse(KIND, WriteSettings.all(), CommonSettings.withJobDefaults(properties, WriteSettings.QUICK_VALUES));
        WritePlan plan = WritePlan.of(settings);
        Path results = settings.get(CommonSettings.RESULTS);
        int forks = settings.get(WriteSettings.FORKS);
        int rounds = ForkRounds.split(settings.get(WriteSettings.ITERATIONS), forks).size();
        RunLock lock = RunLock.acquire(KIND, Map.of(CommonSettings.DATA.name(), settings.get(CommonSettings.DATA),
                CommonSettings.RESULTS.name(), results));
        try {
            PinnedClassPath.pin();
            JobProgress job = JobProgress.of(settings.get(CommonSettings.JOB_STEPS), KIND, results, settings.get(CommonSettings.QUICK), out);
            RunResume resume = RunResume.decide(results, KIND, settings, WriteEnvironment.capture(settings, DatabaseServers.none(), forks, rounds), out);
            if (resume.finished() || resume.continued()) {
                job.markResumed();
            }
            if (resume.finished()) {
                job.finish();
                return resume.exitCode();
            }
            return run(settings, plan, resume, job, forks, rounds);
        } finally {
            lock.close();
        }
    }

    private int run(Settings settings, WritePlan plan, RunResume resume, JobProgress job, int forks, int rounds) throws Exception {
        Path results = settings.get(CommonSettings.RESULTS);
        try (DatabaseServers servers = startDatabases(plan.databases(), settings)) {
            TripDataset dataset = TripDataset.resolve(settings, out);
            ResultFileWriter writer = resume.start(results, KIND, WriteEnvironment.capture(settings, servers, forks, rounds), dataset.facts());
            List<WriteRounds.Measured> measured;
            try {
                measured = measure(settings, plan, servers, dataset, writer, job);
            } catch (Exception e) {
                writer.stop(e); // a later run must not report this file as interrupted
                throw e;
            }
            if (resume.continued()) {
                out.println("resume: " + writer.journal().reused() + " fork(s) kept from the interrupted run, the others measured now");
            }
            writer.finish();
            job.finish();
            out.println();
            out.print(WriteSummaryTable.render(measured));
            servers.requireNoneStopped(writer.latest());
            if (!writer.verified()) {
                out.println("verification FAILED: see the failed cells above and the problems in " + writer.latest());
                return 1;
            }
            long skipped = writer.cells().stream().filter(cell -> cell.skipped() != null).count();
            out.println((skipped == 0 ? "all cells verified" : "all measured cells verified, " + skipped + " skipped (see above)")
                    + "; results in " + writer.latest());
            return 0;
        }
    }

    /** Proves what every store must hold, then measures every cell into the result file; returns the cells measured. */
    private List<WriteRounds.Measured> measure(Settings settings, WritePlan plan, DatabaseServers servers, TripDataset dataset,
                                               ResultFileWriter writer, JobProgress job) throws Exception {
        writer.backends(WriteBackend.registry().describe(plan.backendNames()));
        out.println("reading " + dataset.csv());
        out.println("results: " + writer.file());
        for (DatabaseServer server : servers.running()) {
            server.durabilityProblem(CommonSettings.durability(settings)).ifPresent(problem -> {
                out.println("warning: " + problem);
                writer.draftReason(problem);
            });
        }
        ReferenceRead reference = referenceRead(dataset, plan, settings, writer);
        WriteEnvironment.draftReasons(settings, dataset, reference).forEach(writer::draftReason);
        servers.draftReasons().forEach(writer::draftReason);
        Path dataDir = settings.get(CommonSettings.DATA).toAbsolutePath().normalize();
        Path storageRoot = dataDir.resolve("write");
        List<WriteTask> cells = plan.cells(dataset, warmupSlice(dataset, reference, settings, dataDir), reference, servers, DATABASE, storageRoot, settings, readBack(dataset, reference, settings),
                singleOps(dataset, reference, settings));
        List<WriteRounds.Measured> measured = WriteRounds.run(cells, settings.get(WriteSettings.FORKS), settings.get(WriteSettings.SAMPLE_BUDGET),
                CommonSettings.forkTimeout(settings), servers, writer, job, out);
        writer.sanityPairs(SanityPairs.describe(SanityPairs.find(writer.cells())));
        return measured;
    }

    /** The untimed read every cell is proven against; a malformed row or a corrupt file stops the run here, naming it. */
    private ReferenceRead referenceRead(TripDataset dataset, WritePlan plan, Settings settings, ResultFileWriter writer) throws Exception {
        out.println("reading the CSV once, untimed, for the proof of what every store must hold");
        ReferenceRead reference;
        try {
            reference = ReferenceRead.of(dataset, plan.storedShapes(), settings.get(CommonSettings.SEED));
        } catch (MalformedTripRowException e) {
            writer.addProblem("malformed CSV row: " + e.getMessage());
            throw new FatalError("malformed CSV row in " + e.getMessage() + ". Fix the file"
                    + (dataset.badRows() == BadRowPolicy.FAIL ? ", or run with -DbadRows=skip to skip and count malformed rows" : "")
                    + " (partial results: " + writer.file() + ")");
        } catch (CorruptTripFileException e) {
            throw new FatalError(e.getMessage());
        }
        writer.dataset(DatasetField.ROWS.key(), reference.rows());
        writer.dataset(DatasetField.COUNTS.key(), Map.of("trips", reference.rows()));
        if (reference.rowsSkipped() > 0) {
            writer.dataset(DatasetField.BAD_ROWS_SKIPPED.key(), reference.rowsSkipped());
            writer.dataset(DatasetField.BAD_ROW_SAMPLES.key(), reference.skippedSamples());
            out.println("  skipped " + reference.rowsSkipped() + " malformed row(s) (-DbadRows=skip); first: " + reference.skippedSamples().get(0));
        }
        return reference;
    }

    /** What warm-ups read: the slice of the month ({@link WarmupSlice}), or null for the whole CSV (or when no cell warms up). */
    private WarmupSlice warmupSlice(TripDataset dataset, ReferenceRead reference, Settings settings, Path dataDir) throws IOException {
        if (settings.get(WriteSettings.WARMUPS) == 0) {
            return null;
        }
        WarmupSlice slice = WarmupSlice.of(dataset.csv(), reference.rows(), settings.get(WriteSettings.WARMUP_ROWS), dataDir);
        out.println(slice == null ? "warm-ups store the whole CSV, as samples do"
                : "warm-ups store the first " + String.format(Locale.ROOT, "%,d", slice.rows()) + " trips (" + slice.csv() + ")");
        return slice;
    }

    /** The read-back phases every loader that serves lookups runs, with their answers computed from the CSV (untimed). */
    private ReadBackSpec readBack(TripDataset dataset, ReferenceRead reference, Settings settings) throws IOException {
        int lookups = settings.get(WriteSettings.LOOKUPS);
        if (lookups == 0 || reference.rows() == 0) {
            return null;
        }
        out.println("reading the CSV again, untimed, for the answers of the read-back phases");
        ReadBackPlan plan = ReadBackPlan.of(settings.get(CommonSettings.SEED), reference.rows(), lookups);
        return new ReadBackSpec(plan, ReadBackReference.expected(dataset.csv(), dataset.badRows(), plan));
    }

    /**
     * The single operations every loader that serves them runs once per cell, with their answers and effect computed from
     * the CSV (untimed); none when {@code -DsingleOps=0} or when the CSV has no more trips than a phase has operations.
     */
    private SingleOpsSpec singleOps(TripDataset dataset, ReferenceRead reference, Settings settings) throws IOException {
        int operations = settings.get(WriteSettings.SINGLE_OPS);
        if (operations == 0) {
            return null;
        }
        if (reference.rows() <= operations) {
            out.println("note: no single operations: the CSV has " + reference.rows() + " trips, not more than -D"
                    + WriteSettings.SINGLE_OPS.name() + "=" + operations);
            return null;
        }
        out.println("reading the CSV again, untimed, for the answers and the final state of the single operations");
        return SingleOpsReference.expected(dataset.csv(), dataset.badRows(),
                new SingleOpsPlan(settings.get(CommonSettings.SEED), reference.rows(), operations));
    }

    /** Starts the databases the cells run on, each with the benchmark database and its trip tables created. */
    private DatabaseServers startDatabases(List<String> engines, Settings settings) {
        return DatabaseServers.start(engines, settings, out::println, server -> {
            server.createDatabaseIfMissing(DATABASE);
            try (Connection connection = server.dataSource(DATABASE).getConnection()) {
                for (SqlTripTable table : SqlTripTable.all(server.engine())) {
                    table.create(connection);
                }
            } catch (SQLException e) {
                throw new IllegalStateException("cannot create the trip tables on " + server.description() + ": " + e.getMessage(), e);
            }
        });
    }
}
