package persistencebench.write.fork;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.plan.ForkPlan;
import persistencebench.harness.published.StudyFigures;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.taxi.RowDigest;
import persistencebench.write.plugin.CellConfiguration;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;
import persistencebench.write.readback.ReadBackSpec;
import persistencebench.write.singleops.SingleOpsSpec;

/**
 * Everything one forked JVM needs to measure its part of one cell: the task {@link persistencebench.harness.fork.JvmFork}
 * hands over as a JSON file readable by this user only (it may carry the database password or a backend's credentials).
 *
 * @param backend          backend name
 * @param variant          the backend's variant name
 * @param label            the variant as cells show it, e.g. {@code tuned-2ch} in a channel sweep
 * @param phase            {@code load-only} or {@code store}
 * @param configuration    the backend's configuration this cell runs in: its own settings' values and what it records
 * @param csv              the CSV every measured sample reads
 * @param warmup           what every warm-up reads ({@link WarmupSlice}), or null when warm-ups read {@code csv}
 * @param badRows          what the reader does with malformed rows
 * @param expectedRows     trips every read must deliver (counted by the orchestrator's reference read)
 * @param expectedDigest   components of the Java-side digest of the shape the loader stores, or null (load-only)
 * @param seed             the run's seed (trip ids of the study's shape)
 * @param durability       {@code disk} or {@code os}
 * @param warmups          discarded samples of this fork
 * @param iterations       measured samples of this fork
 * @param fork             the fork's number within the cell (1-based)
 * @param storageDirectory where an object store keeps its files (recreated per sample, deleted at the end)
 * @param database         the benchmark database, or null
 * @param serverProfile    the profile the database server runs with for this part ({@code study}, {@code tuned},
 *                         {@code as found}), set by the orchestrator right before the fork; null without a database
 * @param readBack         the read-back phases a loader that serves lookups runs after its proof, or null for none
 * @param singleOps        the single-operation phases a loader that serves them runs once per cell, after the read-back,
 *                         or null for none
 * @param skipped          why the run cannot measure this cell although it was planned (its database's server did not
 *                         start, its configuration lacks what it needs), or null
 * @param leaveOutBeyondSeconds the sample budget, in a cell's first fork that is to leave the cell out after its warm-ups
 *                         when they predict one sample beyond it ({@link #overBudget}); null in every other fork
 * @param provenFiles      in a later fork of a cell whose first fork proved reproducible files, what it proved; null
 *                         otherwise
 */
public record WriteTask(String backend, String variant, String label, String phase, CellConfiguration configuration, String csv, WarmupSlice warmup,
                       BadRowPolicy badRows, long expectedRows, List<Long> expectedDigest, long seed, String durability, int warmups, int iterations,
                       int fork, String storageDirectory, DatabaseTarget database, String serverProfile,
                       ReadBackSpec readBack, SingleOpsSpec singleOps, String skipped, Integer leaveOutBeyondSeconds, ProvenFiles provenFiles) {

    public WriteTask {
        configuration = configuration == null ? CellConfiguration.DEFAULT : configuration;
        expectedDigest = expectedDigest == null ? null : List.copyOf(expectedDigest);
    }

    /** The variant this cell runs, as its backend declares it. */
    public Variant<LoaderFactory> declaredVariant() {
        return WriteBackend.registry().byName(backend).variant(variant)
                .orElseThrow(() -> new IllegalArgumentException("backend " + backend + " has no variant \"" + variant + "\""));
    }

    /**
     * Whether this cell is the study's own approach: a {@code paper} variant, on PostgreSQL or without a database, of a
     * backend the study measured, at any channel count (the default count follows the machine's CPUs).
     */
    public boolean studyApproach() {
        return declaredVariant().kind() == VariantKind.PAPER && (database == null || PostgresEngine.NAME.equals(database.engine()))
                && StudyFigures.get().write().stream().anyMatch(figure -> figure.backend().equals(backend));
    }

    /**
     * Whether this cell reproduces one of the study's published write figures: the study's approach ({@link
     * #studyApproach}) at a channel count the study measured.
     */
    public boolean reproducesStudy() {
        return studyApproach() && StudyFigures.get().write(backend, channels()).isPresent();
    }

    /**
     * The storage channels this cell records ({@link CellField#CHANNELS}, set by its backend's configuration), or null:
     * the study's write figures are keyed by them.
     */
    public Integer channels() {
        return configuration.recorded().get(CellField.CHANNELS) instanceof Number count ? count.intValue() : null;
    }

    /** "backend/label", plus "on engine" for a database other than PostgreSQL, for progress lines and messages. */
    public String title() {
        return backend + "/" + label + (database == null || PostgresEngine.NAME.equals(database.engine()) ? "" : " on " + database.engine());
    }

    /** Trips each warm-up stores: its slice's, or the whole CSV's when warm-ups read it. */
    public long warmupRows() {
        return warmup == null ? expectedRows : warmup.rows();
    }

    /**
     * This cell's part measured by fork {@code number} with {@code samples} measured samples; {@code leaveOutBeyondSeconds}
     * as the record's, for a first fork only; no proven files ({@link #after}).
     */
    public WriteTask part(int number, int samples, Integer leaveOutBeyondSeconds) {
        return new WriteTask(backend, variant, label, phase, configuration, csv, warmup, badRows, expectedRows, expectedDigest, seed, durability,
                warmups, samples, number, storageDirectory, database, serverProfile, readBack, singleOps, skipped, leaveOutBeyondSeconds, null);
    }

    /** The same part on the database server as it runs now: its current target (a restart changes its process) and profile. */
    public WriteTask on(DatabaseTarget current, String profile) {
        return new WriteTask(backend, variant, label, phase, configuration, csv, warmup, badRows, expectedRows, expectedDigest, seed, durability,
                warmups, iterations, fork, storageDirectory, current, profile, readBack, singleOps, skipped, leaveOutBeyondSeconds, provenFiles);
    }

    /** The same part, a later fork, given what the cell's first fork proved of its files ({@link ProvenFiles#of}; null for nothing). */
    public WriteTask after(ProvenFiles proven) {
        return new WriteTask(backend, variant, label, phase, configuration, csv, warmup, badRows, expectedRows, expectedDigest, seed, durability,
                warmups, iterations, fork, storageDirectory, database, serverProfile, readBack, singleOps, skipped, leaveOutBeyondSeconds, proven);
    }

    /**
     * How long one measured sample of this cell takes as {@code fork}'s last warm-up predicts it (the first pays the
     * JIT's compilation): its work part scaled by the trips a sample stores over the trips the warm-up stored, plus its
     * open and close. Low where the month outgrows a cache the slice fits in. Empty without warm-ups.
     */
    public OptionalDouble predictedSampleMillis(CellResult fork) {
        List<Double> warmups = fork.warmupSamplesMillis();
        List<Double> warmupWork = fork.warmupWorkSamplesMillis();
        if (warmups.isEmpty() || warmupWork.size() != warmups.size()) {
            return OptionalDouble.empty();
        }
        double total = warmups.get(warmups.size() - 1);
        double work = warmupWork.get(warmupWork.size() - 1);
        return OptionalDouble.of(total - work + work * expectedRows / Math.max(1, warmupRows()));
    }

    /**
     * Why this part, a first fork given {@link #leaveOutBeyondSeconds}, leaves its cell out after the warm-ups in
     * {@code fork}: one sample would outlast the budget, so the cell would take one fork, whose lone value has no interval
     * and is never ranked (docs/method.md, "Samples and forks (defaults)"); null when it is measured.
     */
    public String overBudget(CellResult fork) {
        OptionalDouble predicted = predictedSampleMillis(fork);
        if (leaveOutBeyondSeconds == null || predicted.isEmpty() || predicted.getAsDouble() <= leaveOutBeyondSeconds * 1000.0) {
            return null;
        }
        return String.format(Locale.ROOT, "its warm-up on %,d trips predicts %.1f s per sample, beyond the budget of %d s (-DsampleBudget),"
                + " so it would take one fork, whose value has no interval and is never ranked; -DsampleBudget=%d or more measures it"
                + " in at least %d forks", warmupRows(), predicted.getAsDouble() / 1000, leaveOutBeyondSeconds,
                (long) Math.ceil(predicted.getAsDouble() / 1000), ForkPlan.MIN_FORKS);
    }

    /** The expected digest in {@code shape}'s columns, or null when nothing is stored. */
    public RowDigest expected(TripShape shape) {
        return expectedDigest == null ? null : shape.digest(expectedDigest.stream().mapToLong(Long::longValue).toArray());
    }

    /**
     * A result for this part, with what describes how it runs: durability, what its backend's configuration records
     * (e.g. channels), database and server profile.
     */
    public CellResult newCell() {
        CellResult cell = new CellResult(backend, label, phase, null);
        cell.put(CellField.DURABILITY, durability);
        configuration.recorded().forEach(cell::put);
        if (database != null) {
            cell.put(CellField.DATABASE, database.engine());
            cell.put(CellField.SERVER_PROFILE, serverProfile);
        }
        return cell;
    }

    /** What the cell's loader may use. */
    public LoaderContext loaderContext() {
        return new LoaderContext(Path.of(storageDirectory), database, Durability.parse(durability), seed, expectedRows, configuration.settings());
    }
}
