package persistencebench.write;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.fork.ForkRounds;
import persistencebench.harness.fork.JournaledForks;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFileWriter;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.fork.ProvenFiles;
import persistencebench.write.fork.WriteTask;

/**
 * Runs the cells of a run interleaved (fairness rule 8): each cell's measured samples are split over forks
 * ({@link ForkRounds}), and round 1 of every cell runs before round 2 of any, so a noisy minute or a JIT profile
 * shows as spread instead of as one backend's number. Each fork runs the warm-ups plus its share. Within a round the
 * cells are ordered so the database server switches profiles seldom ({@link RoundOrder}); before every fork the servers
 * are quiesced (a checkpoint, so one cell's dirty pages are not written during the next) and the cell's server runs the
 * profile of the cell's variant, and the fork gets the server's current target and profile. A server that stopped
 * during the run fails the cells that need it, each with the one line that says so; the others go on. A cell's parts
 * are combined as soon as its last part is in, and added to the result file; a failed part ends its cell (recorded
 * with its reason and attempts) and the run goes on. After its first fork a cell's {@link SamplePlan} decides, from that fork's warm-up,
 * how many of its samples it takes; it leaves the rounds once it has them. A first fork whose warm-ups predict a sample
 * beyond the budget may leave its cell out ({@link SamplePlan#leaveOutBeyond}): the cell is then recorded as skipped. A later fork gets what
 * its cell's first fork proved of reproducible files ({@link ProvenFiles}). Every fork goes through the run's
 * {@link persistencebench.harness.result.RunJournal}: a resumed run takes the forks its interrupted run finished from
 * there, so its cells, sample plans included, are combined from the same parts. A cell the run cannot measure ({@link WriteTask#skipped()}) is recorded as skipped
 * before round 1 and never forked.
 */
final class WriteRounds {

    /** A planned cell and its combined result. */
    record Measured(WriteTask spec, CellResult cell) {
    }

    private WriteRounds() {
    }

    /**
     * @param servers the run's database servers (none when no cell needs one)
     * @param job     the main job's progress, one unit per fork, the forks of one cell a kind ({@link #unit})
     * @param forkTimeout the least time limit of a fork ({@link CellFork#timeLimit})
     */
    static List<Measured> run(List<WriteTask> cells, int forks, int budgetSeconds, Duration forkTimeout, DatabaseServers servers,
                              ResultFileWriter writer, JobProgress job, PrintStream out) {
        List<List<Integer>> shares = new ArrayList<>();
        cells.forEach(cell -> shares.add(SamplePlan.all(cell).shares(forks)));
        List<List<CellResult>> parts = new ArrayList<>();
        cells.forEach(cell -> parts.add(new ArrayList<>()));
        CellResult[] finished = new CellResult[cells.size()];
        SamplePlan[] plans = new SamplePlan[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            String reason = cells.get(i).skipped();
            if (reason != null) {
                finished[i] = skip(cells.get(i), reason, writer, out);
            }
        }
        for (int i = 0; i < cells.size(); i++) {
            if (finished[i] == null) {
                job.plan(unit(cells.get(i)), shares.get(i).size());
            }
        }
        int rounds = shares.stream().mapToInt(List::size).max().orElse(0);
        JournaledForks journaled = new JournaledForks(writer.journal(), job, out);
        for (int round = 0; round < rounds; round++) {
            List<Integer> due = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                if (finished[i] == null && round == 1) {
                    plans[i] = SamplePlan.of(cells.get(i), parts.get(i).get(0), budgetSeconds);
                    List<Integer> planned = plans[i].shares(forks);
                    job.plan(unit(cells.get(i)), planned.size() - shares.get(i).size());
                    shares.set(i, planned);
                    if (planned.size() == 1) {
                        finished[i] = finish(parts.get(i), plans[i], writer, out);
                    }
                }
                if (finished[i] == null && round < shares.get(i).size()) {
                    due.add(i);
                }
            }
            for (int i : RoundOrder.of(due, index -> serverProfile(cells.get(index)),
                    servers.running().stream().map(server -> server.engine() + "/" + server.profile()).toList())) {
                List<Integer> share = shares.get(i);
                int number = round + 1;
                // the share is part of the key: a fork kept from a run whose sample plan differed is no part of this one
                String fork = "round " + number + " " + unit(cells.get(i)) + " " + share.get(number - 1) + " sample(s)";
                CellResult result = journaled.run(fork, unit(cells.get(i)), () -> {
                    WriteTask planned = number == 1 ? cells.get(i).part(number, share.get(number - 1), SamplePlan.leaveOutBeyond(cells.get(i), forks,
                            budgetSeconds)) : cells.get(i).part(number, share.get(number - 1), null).after(ProvenFiles.of(parts.get(i).get(0)));
                    servers.quiesce(out::println);
                    String stopped = planned.database() == null ? null : servers.stoppedReason(planned.database().engine());
                    if (stopped != null) {
                        return List.of(planned.newCell().fail(stopped));
                    }
                    WriteTask part = onServer(planned, servers);
                    out.printf(Locale.ROOT, "%n[round %d/%d, cell %d/%d] %s %s%s%s, %d sample(s) after %d warm-up(s)%n", number, rounds,
                            i + 1, cells.size(), part.title(), part.phase(),
                            part.configuration().description() == null ? "" : ", " + part.configuration().description(),
                            part.serverProfile() == null ? "" : ", server profile " + part.serverProfile(), part.iterations(), part.warmups());
                    return List.of(CellFork.run(part, forkTimeout, out));
                }).get(0);
                parts.get(i).add(result);
                if (!result.ok()) {
                    job.plan(unit(cells.get(i)), round + 1 - share.size());
                }
                if (!result.ok() || round == share.size() - 1) {
                    finished[i] = finish(parts.get(i), plans[i], writer, out);
                }
            }
        }
        List<Measured> measured = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            measured.add(new Measured(cells.get(i), finished[i]));
        }
        return measured;
    }

    /**
     * The kind of a cell's forks in the job's progress: they take alike, where other cells' take from a second to
     * minutes. Named by what the cell is, not its place in the run, as the job's ledger keeps each kind's pace for the
     * next run, whose cells may differ.
     */
    private static String unit(WriteTask cell) {
        return "write " + cell.title() + " " + cell.phase() + (cell.configuration().description() == null ? "" : " " + cell.configuration().description());
    }

    /** The server profile the variant of a cell with a database runs on, as {@code engine/profile}; null for a cell without one. */
    private static String serverProfile(WriteTask cell) {
        return cell.database() == null ? null : cell.database().engine() + "/" + cell.declaredVariant().serverProfile();
    }

    /**
     * Untimed, before a fork and after every running server was quiesced: the cell's server switched to the cell's profile
     * (a restart when it changes, which writes its dirty pages out as well), and the part given its server's current
     * target and profile.
     */
    private static WriteTask onServer(WriteTask part, DatabaseServers servers) {
        DatabaseServer server = part.database() == null ? null : servers.get(part.database().engine()).orElseThrow();
        if (server != null) {
            server.useProfile(part.declaredVariant().serverProfile());
        }
        return server == null ? part : part.on(server.target(part.database().database()), server.profile());
    }

    /** A cell the run cannot measure, recorded as skipped with its reason; no JVM is forked for it. */
    private static CellResult skip(WriteTask spec, String reason, ResultFileWriter writer, PrintStream out) {
        CellResult cell = spec.newCell().skip(reason);
        writer.add(cell);
        out.println("  " + cell.label() + " skipped: " + reason);
        return cell;
    }

    private static int samples(List<CellResult> parts) {
        return parts.stream().mapToInt(part -> part.samplesMillis().size()).sum();
    }

    /** @param plan how many samples the cell was to take (null when it finished in its first round) */
    private static CellResult finish(List<CellResult> parts, SamplePlan plan, ResultFileWriter writer, PrintStream out) {
        CellResult cell = CellResult.combine(parts);
        if (plan != null) {
            cell.put(CellField.SAMPLES_PLANNED, plan.samples());
            if (plan.reason() != null) {
                cell.put(CellField.SAMPLES_PLAN, plan.reason());
                out.println("  " + cell.label() + ": " + plan.reason());
            }
        }
        if (cell.ok() && cell.metric(CellField.ROWS_EXPECTED) instanceof Number rows && cell.medianMillis() != null && cell.medianMillis() > 0) {
            cell.put(CellField.ROWS_PER_SECOND, Math.round(rows.doubleValue() / (cell.medianMillis() / 1000.0)));
        }
        writer.add(cell);
        if (cell.failed()) {
            writer.addProblem(cell.label() + " failed: " + cell.failure());
            out.println("  " + cell.label() + " FAILED: " + cell.failure());
        }
        return cell;
    }
}
