package persistencebench.harness.console;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * The main job's one progress line: which step runs, how far it is, and when the whole job will end. The main job
 * ({@code ./mvnw verify -Pmain-job}) runs its programs one after another and names them in {@code -Djob.steps}; each
 * program is a step that plans its units of work (forked cells), reports each one done, and finishes. Each unit has
 * a kind (a cell, or a contestant's phase) whose units take alike: the current step's rest is each kind's units left at
 * that kind's mean time so far; a kind not yet seen is priced at its mean in the step's last run on this machine, or
 * failing that at the step's mean per unit so far (one mean over every unit overestimated the write step threefold
 * once its slow cells were done, and underestimated the read step's concurrent forks, which come last, fourfold). The
 * ETA adds each later step's duration in the last complete job of the same mode on this machine ({@link JobLedger}).
 * What this machine has not timed yet (a first job of its mode) is priced at the reference machine's paces bundled with
 * the program ({@link JobLedger#reference()}), and the line says so; a step timed on neither makes the ETA a lower
 * bound, and the line says that. Outside the main job (no {@code job.steps}) it prints nothing.
 */
public final class JobProgress {
    static final String QUICK = "quick";
    static final String FULL = "full";

    private final List<String> steps;
    private final String step;
    private final JobLedger ledger;
    private final JobLedger reference;
    private final String mode;
    private final PrintStream out;
    private final LongSupplier clock;
    private final long stepStarted;
    private final Map<String, Integer> planned = new HashMap<>();
    private final Map<String, Integer> done = new HashMap<>();
    private final Map<String, Long> doneMillis = new HashMap<>();
    private long lastUnitEnded;
    /** Whether the line being made priced something at the reference machine's pace. */
    private boolean borrowed;
    /** Whether this step continues an interrupted run ({@code -Dresume}): its time is not a whole step's. */
    private boolean resumed;

    private JobProgress(List<String> steps, String step, JobLedger ledger, JobLedger reference, String mode, PrintStream out,
            LongSupplier clock) {
        this.steps = steps;
        this.step = step;
        this.ledger = ledger;
        this.reference = reference;
        this.mode = mode;
        this.out = out;
        this.clock = clock;
        this.stepStarted = clock.getAsLong();
        this.lastUnitEnded = stepStarted;
    }

    /**
     * The progress of program {@code step} within the job {@code steps} names, or a silent one outside the main job.
     *
     * @param steps   the program's {@link #STEPS} setting, null outside the main job
     * @param results where the job's ledger is kept (the run's results directory)
     * @param quick   whether this is a {@code -Dquick} job; null for a step that has no such setting (it joins the
     *                job the earlier steps recorded)
     */
    public static JobProgress of(String steps, String step, Path results, Boolean quick, PrintStream out) {
        return of(steps, step, results, quick, out, System::currentTimeMillis, JobLedger.reference());
    }

    /** As {@link #of(String, String, Path, Boolean, PrintStream)}, on {@code clock}, with no reference machine. */
    static JobProgress of(String stepsSetting, String step, Path results, Boolean quick, PrintStream out, LongSupplier clock) {
        return of(stepsSetting, step, results, quick, out, clock, JobLedger.none());
    }

    static JobProgress of(String stepsSetting, String step, Path results, Boolean quick, PrintStream out, LongSupplier clock,
            JobLedger reference) {
        if (stepsSetting == null || stepsSetting.isBlank()) {
            return new JobProgress(List.of(), step, null, reference, null, out, clock);
        }
        List<String> steps = steps(stepsSetting);
        if (!steps.contains(step)) {
            throw new IllegalArgumentException("-Djob.steps=" + stepsSetting + " does not name this program's step " + step
                    + "; the main-job profile sets it, so leave it unset when running one program");
        }
        JobLedger ledger = JobLedger.in(results);
        String mode = quick == null ? null : quick ? QUICK : FULL;
        ledger.join(steps, step, mode, clock.getAsLong());
        ledger.save();
        // once this machine has a complete job of the mode, its own paces (or this run's mean) price everything
        JobLedger fallback = ledger.hasCompleteJob(ledger.mode()) ? JobLedger.none() : reference;
        return new JobProgress(steps, step, ledger, fallback, ledger.mode(), out, clock);
    }

    /**
     * The mean seconds of each kind of unit in the last finished run of each step of a full job, as the ledger in
     * {@code results} keeps them: step, then kind, then seconds; empty where it keeps none.
     */
    public static Map<String, Map<String, Double>> lastFullUnitSeconds(Path results) {
        return JobLedger.in(results).unitSeconds(FULL);
    }

    /** The step before {@code step} in the job {@code stepsSetting} names, or null outside the job or for its first step. */
    public static String earlierStep(String stepsSetting, String step) {
        if (stepsSetting == null) {
            return null;
        }
        List<String> steps = steps(stepsSetting);
        int index = steps.indexOf(step);
        return index > 0 ? steps.get(index - 1) : null;
    }

    private static List<String> steps(String stepsSetting) {
        return Arrays.stream(stepsSetting.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /** Whether this program runs as a step of the main job. */
    public boolean inJob() {
        return ledger != null;
    }

    /**
     * Adds {@code units} units of {@code kind} to the work this step will do (all kinds before the first
     * {@link #unitDone}; a negative count takes back units that will not run).
     */
    public void plan(String kind, int units) {
        planned.merge(kind, units, Integer::sum);
    }

    /** One planned unit of {@code kind} finished, taking the time since the previous one: prints the job's progress line. */
    public void unitDone(String kind) {
        long now = clock.getAsLong();
        done.merge(kind, 1, Integer::sum);
        doneMillis.merge(kind, now - lastUnitEnded, Long::sum);
        lastUnitEnded = now;
        if (inJob()) {
            out.println(line());
            out.flush();
        }
    }

    /**
     * One planned unit of {@code kind} an interrupted run finished, kept by this resumed one: it leaves the work to do
     * without taking time, and it makes this step's duration no pace for the next job's ETA.
     */
    public void unitKept(String kind) {
        planned.merge(kind, -1, Integer::sum);
        lastUnitEnded = clock.getAsLong();
        resumed = true;
    }

    /** This step continues an interrupted run ({@code -Dresume}), or found it finished: its time is not a whole step's. */
    public void markResumed() {
        resumed = true;
    }

    /**
     * The step is over: the job goes on to the next step; its duration and paces go into the ledger, for the ETA of later
     * steps and of the next job, unless it was resumed (then the job's times are no whole job's either).
     */
    public void finish() {
        if (inJob()) {
            Map<String, Double> unitSeconds = new TreeMap<>();
            done.forEach((kind, units) -> unitSeconds.put(kind, doneMillis.get(kind) / 1000.0 / units));
            ledger.finish(steps, step, (clock.getAsLong() - stepStarted) / 1000.0, resumed ? Map.of() : unitSeconds, !resumed);
        }
    }

    /** The progress line, e.g. {@code [main job] step 2/3 read: 12/40 forks, 35%, elapsed 4m10s, ETA 7m45s}. */
    String line() {
        long now = clock.getAsLong();
        double stepElapsed = (now - stepStarted) / 1000.0;
        double jobElapsed = (now - ledger.startedEpochMillis()) / 1000.0;
        double remaining = 0;
        List<String> untimed = new ArrayList<>();
        borrowed = false;
        int unitsDone = total(done);
        if (unitsDone > 0) {
            remaining += stepRemainingSeconds(unitsDone);
        } else {
            Double last = stepSeconds(step);
            if (last == null) {
                untimed.add(step);
            } else {
                remaining += Math.max(0, last - stepElapsed);
            }
        }
        for (String later : steps.subList(steps.indexOf(step) + 1, steps.size())) {
            Double last = stepSeconds(later);
            if (last == null) {
                untimed.add(later);
            } else {
                remaining += last;
            }
        }
        double percent = jobElapsed + remaining <= 0 ? 0 : 100 * jobElapsed / (jobElapsed + remaining);
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "[main job] step %d/%d %s: %d/%d done, %s%.0f%%, elapsed %s, ETA %s%s",
                steps.indexOf(step) + 1, steps.size(), step, unitsDone, total(planned), untimed.isEmpty() ? "" : "at most ", percent,
                ProgressBar.formatSeconds(jobElapsed), untimed.isEmpty() ? "" : "at least ", ProgressBar.formatSeconds(remaining)));
        if (!untimed.isEmpty()) {
            s.append(" (not yet timed on this machine in a ").append(mode).append(" job: ").append(String.join(", ", untimed)).append(')');
        }
        if (borrowed) {
            s.append(" (partly at the paces of ").append(Objects.requireNonNullElse(reference.machine(), "the reference machine"))
                    .append(", until this machine has run a ").append(mode).append(" job)");
        }
        return s.toString();
    }

    /** {@code step}'s duration in the last complete job on this machine, else on the reference machine, else null. */
    private Double stepSeconds(String step) {
        return localOrReference(ledger.lastCompleteSeconds(mode, step), reference.lastCompleteSeconds(mode, step));
    }

    /** A unit of {@code kind}'s mean in this step's last run on this machine, else on the reference machine, else null. */
    private Double unitSeconds(String kind) {
        return localOrReference(ledger.lastUnitSeconds(mode, step, kind), reference.lastUnitSeconds(mode, step, kind));
    }

    /** {@code local} if known, else {@code fromReference}, noting for the line that a reference pace was used. */
    private Double localOrReference(Double local, Double fromReference) {
        if (local != null) {
            return local;
        }
        borrowed |= fromReference != null;
        return fromReference;
    }

    /**
     * Each kind's units left at that kind's mean so far; for a kind with none done, at its mean in the step's last run
     * (on this machine, else on the reference machine), else at this run's mean per unit.
     */
    private double stepRemainingSeconds(int unitsDone) {
        double meanSeconds = doneMillis.values().stream().mapToLong(Long::longValue).sum() / 1000.0 / unitsDone;
        double seconds = 0;
        for (Map.Entry<String, Integer> kind : planned.entrySet()) {
            int kindDone = done.getOrDefault(kind.getKey(), 0);
            int left = Math.max(0, kind.getValue() - kindDone);
            if (left > 0 && kindDone > 0) {
                seconds += left * doneMillis.get(kind.getKey()) / 1000.0 / kindDone;
            } else if (left > 0) {
                Double last = unitSeconds(kind.getKey());
                seconds += left * (last != null ? last : meanSeconds);
            }
        }
        return seconds;
    }

    private static int total(Map<String, Integer> units) {
        return units.values().stream().mapToInt(Integer::intValue).sum();
    }
}
