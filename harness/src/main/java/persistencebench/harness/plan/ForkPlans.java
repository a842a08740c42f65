package persistencebench.harness.plan;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.harness.result.Json;

/**
 * The forks of every cell class, planned from the inputs bundled with the program ({@value #RESOURCE}, measured in the
 * last full main job that was taken as the plan's source: docs/method.md, "Forks where the noise is"). The write and
 * read programs take their default forks from here, and record the plan with its inputs
 * ({@code environment.execution.forkPlan}).
 */
public final class ForkPlans {
    /** The bundled inputs, next to this class; {@link PlanInputsProgram} writes them. */
    public static final String RESOURCE = "fork-plan-inputs.json";
    /**
     * The most units a class may take: eight give Student's t 2.36 on seven degrees of freedom against 4.30 on two
     * with the floor of three, and cost a cheap class at most 2.7 times its floor's time.
     */
    static final int MAX_FORKS = 8;
    /**
     * The most units the programs' plan gives a class while the main job outlasts its 2 h 30 budget with every class at
     * the floor: the floor itself (the full job of 2026-12-06 took 3 h 36 min; docs/method.md, "Forks where the noise
     * is"). The plan then sets the samples per hot fork and takes no class above the floor.
     */
    static final int WITHIN_BUDGET_FORKS = ForkPlan.MIN_FORKS;
    /**
     * The most samples a hot fork may take per phase: a hot sample is a time box of a fraction of a second, the fork
     * around it costs seconds, so the plan takes as many as buy precision up to this.
     */
    static final int MAX_HOT_SAMPLES = 5;

    private static ForkPlans bundled;

    private final PlanInputs inputs;
    private final int maxForks;
    private final Map<CellClass, ForkPlan> plans;

    private ForkPlans(PlanInputs inputs, int maxForks) {
        this.inputs = inputs;
        this.maxForks = maxForks;
        this.plans = new EnumMap<>(CellClass.class);
        inputs.classes().forEach((cellClass, measured) -> plans.put(cellClass, ForkPlan.of(measured.components(), maxForks,
                maxSamples(cellClass))));
    }

    /** The plans of {@code inputs} up to the statistical ceiling of {@value #MAX_FORKS} forks. */
    public static ForkPlans of(PlanInputs inputs) {
        return new ForkPlans(inputs, MAX_FORKS);
    }

    /** The plans the programs take from {@code inputs}: capped by the job's time ({@link #WITHIN_BUDGET_FORKS}). */
    public static ForkPlans forPrograms(PlanInputs inputs) {
        return new ForkPlans(inputs, WITHIN_BUDGET_FORKS);
    }

    /** The plans of the bundled inputs; a build without them is broken, and says so. */
    public static synchronized ForkPlans bundled() {
        if (bundled == null) {
            try (InputStream in = ForkPlans.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the build lacks " + RESOURCE + " next to " + ForkPlans.class.getName()
                            + ": rebuild from a clean checkout");
                }
                bundled = forPrograms(PlanInputs.fromMap(Json.mapper().readValue(in, new TypeReference<LinkedHashMap<String, Object>>() { })));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the bundled " + RESOURCE, e);
            }
        }
        return bundled;
    }

    /**
     * Samples per fork are planned for hot cells only: a write sample is a whole load, as many as the sample budget
     * allows, and a cold or concurrent unit gives one value.
     */
    private static int maxSamples(CellClass cellClass) {
        return cellClass == CellClass.HOT ? MAX_HOT_SAMPLES : 1;
    }

    /** The forks (units) a cell of {@code cellClass} takes: the plan's, or the floor for a class the inputs do not show. */
    public int forks(CellClass cellClass) {
        ForkPlan plan = plans.get(cellClass);
        return plan == null ? ForkPlan.MIN_FORKS : plan.forks();
    }

    /** The measured samples per fork a hot cell takes (its time boxes), or one for a class the inputs do not show. */
    public int samplesPerFork(CellClass cellClass) {
        ForkPlan plan = plans.get(cellClass);
        return plan == null ? 1 : plan.samplesPerFork();
    }

    /** The plans and their inputs as a result file records them ({@code environment.execution.forkPlan}). */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("inputsFrom", inputs.source());
        map.put("resolves", "planned for " + ForkPlan.RESOLVED_RATIO + "x at " + ForkPlan.POWER_PERCENT + " % power, two-sided 5 %,"
                + " normal approximation; each class's powerPercent is its chance at the forks it takes, on Student's t");
        map.put("minForks", ForkPlan.MIN_FORKS);
        map.put("maxForks", maxForks);
        Map<String, Object> classes = new LinkedHashMap<>();
        for (CellClass cellClass : CellClass.values()) {
            ForkPlan plan = plans.get(cellClass);
            if (plan != null) {
                Map<String, Object> entry = new LinkedHashMap<>(plan.asMap());
                PlanInputs.Measured measured = inputs.classes().get(cellClass);
                entry.put("fromCells", measured.cells());
                entry.put("costsFrom", measured.costsFrom());
                classes.put(cellClass.key(), entry);
            }
        }
        map.put("classes", classes);
        return map;
    }
}
