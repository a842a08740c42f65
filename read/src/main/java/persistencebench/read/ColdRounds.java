package persistencebench.read;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.measure.CellResult;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.QueryPhase;

/**
 * The cold cells (fairness rule 4): one fresh JVM per sample, the samples interleaved (sample 1 of every cold cell,
 * then sample 2, ...). Before each sample of a database backend the server is restarted when it can be, and the fork
 * gets a target naming the restarted server's process (its CPU is counted); nothing touches the server between the
 * restart and the sample's first query.
 */
final class ColdRounds {
    private final DatabaseServer server;
    private final String database;
    private final Path directory;
    private final TaskExecutor executor;
    private final PrintStream out;

    /** @param directory the dataset directory (absolute) */
    ColdRounds(DatabaseServer server, String database, Path directory, TaskExecutor executor, PrintStream out) {
        this.server = server;
        this.database = database;
        this.directory = directory;
        this.executor = executor;
        this.out = out;
    }

    /** Every cold cell of {@code contestants}: both phases, {@code samples} forks each, combined per cell. */
    List<CellResult> run(List<Contestant> contestants, QueryParameters parameters, int samples) {
        Map<String, List<CellResult>> parts = new LinkedHashMap<>();
        Map<String, QueryPhase> phases = new LinkedHashMap<>();
        for (int sample = 1; sample <= samples; sample++) {
            for (QueryPhase phase : QueryPhase.values()) {
                for (Contestant contestant : contestants) {
                    boolean restart = contestant.usesDatabase() && server.restartable();
                    out.println("cold sample " + sample + "/" + samples + ": " + contestant.label() + " " + phase.label()
                            + (restart ? " (database server restarted)" : ""));
                    if (restart) {
                        server.restart();
                    }
                    DatasetTarget sampleTarget = new DatasetTarget(directory, server.target(database));
                    ReadTask task = ReadTask.cold(contestant.name(), contestant.variant().name(), phase, parameters, sampleTarget, sample);
                    String key = contestant.label() + " " + phase.label();
                    phases.put(key, phase);
                    parts.computeIfAbsent(key, k -> new ArrayList<>()).addAll(executor.execute(task, contestant.variant().jvmFlags()));
                }
            }
        }
        List<CellResult> cells = new ArrayList<>();
        parts.forEach((key, cellParts) -> cells.add(CellParts.combine(phases.get(key), cellParts)));
        return cells;
    }
}
