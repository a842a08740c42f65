package persistencebench.harness.plan;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import persistencebench.harness.resultformat.CellField;

/**
 * What the fork plans are made from (docs/method.md, "Forks where the noise is"): for each {@link CellClass}, its
 * variance components and costs measured in one full main job, each the median over the class's cells that can show
 * them, and where they come from (the job's commit, machine and files). Bundled with the program
 * ({@link ForkPlans#RESOURCE}) and regenerated from a full job by {@link PlanInputsProgram}, never typed by hand.
 *
 * @param source  the job the inputs were measured in: commit, machine, when, which files
 * @param classes each class's pooled inputs
 */
public record PlanInputs(Map<String, Object> source, Map<CellClass, Measured> classes) {

    /**
     * One class's inputs.
     *
     * @param cells      how many cells the components are the median over
     * @param components the medians
     * @param costsFrom  where the fork's and the sample's seconds come from, one phrase
     */
    public record Measured(int cells, VarianceComponents components, String costsFrom) {
    }

    public PlanInputs {
        source = Map.copyOf(source);
        classes = Map.copyOf(classes);
    }

    /**
     * The inputs of every class a full job's cells show.
     *
     * @param cells       every cell of the job's write and read files, as the files hold them
     * @param unitSeconds the mean seconds of one fork of each class in the job, where the job's ledger kept them
     *                    (a resumed step keeps none); a fork of a hot or concurrent class measures every cell of one
     *                    contestant
     * @throws IllegalArgumentException when the cells show a hot class but {@code unitSeconds} has no hot fork time
     * @param source      what {@link #source()} records
     */
    public static PlanInputs measure(List<Map<String, Object>> cells, Map<CellClass, Double> unitSeconds, Map<String, Object> source) {
        Map<CellClass, List<Map<String, Object>>> byClass = new EnumMap<>(CellClass.class);
        for (Map<String, Object> cell : cells) {
            // a cell not at steady state varies by its warm-up's drift, which the plan must not buy forks against
            if (Boolean.TRUE.equals(cell.get(CellField.OK.key())) && !Boolean.FALSE.equals(cell.get(CellField.STEADY_STATE.key()))) {
                CellClass.of(cell).ifPresent(cellClass -> byClass.computeIfAbsent(cellClass, c -> new ArrayList<>()).add(cell));
            }
        }
        Map<CellClass, Measured> classes = new EnumMap<>(CellClass.class);
        byClass.forEach((cellClass, classCells) -> measure(cellClass, classCells, unitSeconds.get(cellClass))
                .ifPresent(measured -> classes.put(cellClass, measured)));
        return new PlanInputs(source, classes);
    }

    private static Optional<Measured> measure(CellClass cellClass, List<Map<String, Object>> cells, Double unitSeconds) {
        List<Double> within = new ArrayList<>();
        List<Double> between = new ArrayList<>();
        List<Double> sampleSeconds = new ArrayList<>();
        List<Double> samplesPerFork = new ArrayList<>();
        List<Double> warmUpSeconds = new ArrayList<>();
        for (Map<String, Object> cell : cells) {
            List<Double> forks = numbers(cell, CellField.SAMPLES_FORK);
            List<Double> values = unitValues(cellClass, cell, forks);
            try {
                VarianceComponents components = cellClass.oneValuePerUnit() ? VarianceComponents.ofUnits(values, 1)
                        : VarianceComponents.ofCell(values, forks.stream().map(Double::intValue).toList(), 0, 1);
                within.add(components.within());
                between.add(components.between());
            } catch (IllegalArgumentException tooFewUnits) {
                continue;
            }
            sampleSeconds.add(sampleSeconds(cellClass, cell));
            samplesPerFork.add((double) values.size() / new HashSet<>(forks).size());
            warmUpSeconds.add(numbers(cell, CellField.WARMUP_SAMPLES_MILLIS).stream().mapToDouble(Double::doubleValue).sum() / 1000
                    / new HashSet<>(forks).size());
        }
        if (within.isEmpty()) {
            return Optional.empty();
        }
        double sample = median(sampleSeconds);
        double fork;
        String costsFrom;
        if (cellClass == CellClass.CONCURRENT && unitSeconds == null) {
            // the readers run in hot forks after the phases: what one more of their forks costs is their own measured time
            sample = readersSecondsPerFork(cells);
            fork = 0;
            costsFrom = "the cells' measured time per fork, the median contestant's (the ledger kept no fork time of the readers: they"
                    + " run in hot forks; their warm-up not counted)";
        } else if (cellClass.oneValuePerUnit()) {
            // the unit is the sample: what it costs is what the plan multiplies
            sample = unitSeconds != null ? unitSeconds : sample;
            fork = 0;
            costsFrom = unitSeconds != null ? "the job's mean fork time" : "the samples' own times (the ledger kept no fork time)";
        } else if (cellClass == CellClass.HOT) {
            if (unitSeconds == null) {
                // samples per fork are planned from the fork's cost, which nothing else records
                throw new IllegalArgumentException("the job's ledger kept no time of a hot fork (a resumed read step, or one outside"
                        + " the main job): run the read step again, whole, in the main job");
            }
            // one hot fork measures a sample of every hot phase of its contestant
            sample *= phasesPerContestant(cells);
            fork = Math.max(0, unitSeconds - median(samplesPerFork) * sample);
            costsFrom = "the job's mean fork time less its samples' time boxes";
        } else {
            fork = unitSeconds != null ? Math.max(0, unitSeconds - median(samplesPerFork) * sample) : median(warmUpSeconds);
            costsFrom = unitSeconds != null ? "the job's mean fork time less its samples" : "the samples and warm-ups the file records"
                    + " (the ledger kept no fork time: a resumed step; a fork's start, proof and exit not counted)";
        }
        return Optional.of(new Measured(within.size(), new VarianceComponents(median(within), median(between), fork,
                Math.max(sample, 1e-3)), costsFrom));
    }

    /**
     * The values the class's units give, or every sample of a hot cell: a concurrent fork's throughput; a write fork's
     * first sample (a job that took more in a fork, as before write cells became single-shot, gives the same unit);
     * a cold JVM's sample.
     */
    private static List<Double> unitValues(CellClass cellClass, Map<String, Object> cell, List<Double> forks) {
        if (cellClass == CellClass.CONCURRENT) {
            return numbers(cell, CellField.FORK_OPS_PER_SECOND);
        }
        List<Double> samples = numbers(cell, CellField.SAMPLES_MILLIS);
        if (cellClass != CellClass.WRITE || forks.size() != samples.size()) {
            return samples;
        }
        List<Double> firsts = new ArrayList<>();
        Set<Double> seen = new HashSet<>();
        for (int i = 0; i < samples.size(); i++) {
            if (seen.add(forks.get(i))) {
                firsts.add(samples.get(i));
            }
        }
        return firsts;
    }

    /** A sample's wall time in seconds: a hot sample repeats its phase over its time box, its time is per pass. */
    private static double sampleSeconds(CellClass cellClass, Map<String, Object> cell) {
        List<Double> millis = numbers(cell, CellField.SAMPLES_MILLIS);
        List<Double> passes = numbers(cell, CellField.SAMPLES_PASSES);
        List<Double> seconds = new ArrayList<>();
        for (int i = 0; i < millis.size(); i++) {
            seconds.add(millis.get(i) * (cellClass == CellClass.HOT && i < passes.size() ? passes.get(i) : 1) / 1000);
        }
        return seconds.isEmpty() ? 0 : median(seconds);
    }

    /** The median contestant's summed sample time per fork over all its cells: what one fork of its readers measures. */
    private static double readersSecondsPerFork(List<Map<String, Object>> cells) {
        Map<List<Object>, Double> seconds = new HashMap<>();
        Map<List<Object>, Set<Double>> forks = new HashMap<>();
        for (Map<String, Object> cell : cells) {
            List<Object> contestant = contestant(cell);
            seconds.merge(contestant, numbers(cell, CellField.SAMPLES_MILLIS).stream().mapToDouble(Double::doubleValue).sum() / 1000, Double::sum);
            forks.computeIfAbsent(contestant, c -> new HashSet<>()).addAll(numbers(cell, CellField.SAMPLES_FORK));
        }
        return median(seconds.entrySet().stream().map(e -> e.getValue() / Math.max(1, forks.get(e.getKey()).size())).toList());
    }

    private static List<Object> contestant(Map<String, Object> cell) {
        return List.of(String.valueOf(cell.get(CellField.BACKEND.key())), String.valueOf(cell.get(CellField.VARIANT.key())),
                String.valueOf(cell.get(CellField.DATABASE.key())));
    }

    private static double phasesPerContestant(List<Map<String, Object>> cells) {
        Set<List<Object>> contestants = new HashSet<>();
        cells.forEach(cell -> contestants.add(contestant(cell)));
        return (double) cells.size() / contestants.size();
    }

    private static List<Double> numbers(Map<String, Object> cell, CellField field) {
        return cell.get(field.key()) instanceof List<?> list
                ? list.stream().filter(Objects::nonNull).map(value -> ((Number) value).doubleValue()).toList() : List.of();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** The inputs as the bundled file and a result file hold them. */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("source", source);
        Map<String, Object> byClass = new LinkedHashMap<>();
        for (CellClass cellClass : CellClass.values()) {
            Measured measured = classes.get(cellClass);
            if (measured != null) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("cells", measured.cells());
                entry.put("withinForkVariance", measured.components().within());
                entry.put("betweenForkVariance", measured.components().between());
                entry.put("forkSeconds", measured.components().forkSeconds());
                entry.put("sampleSeconds", measured.components().sampleSeconds());
                entry.put("costsFrom", measured.costsFrom());
                byClass.put(cellClass.key(), entry);
            }
        }
        map.put("classes", byClass);
        return map;
    }

    /** The inputs {@link #asMap()} wrote. */
    @SuppressWarnings("unchecked")
    public static PlanInputs fromMap(Map<String, Object> map) {
        Map<CellClass, Measured> classes = new EnumMap<>(CellClass.class);
        ((Map<String, Map<String, Object>>) map.get("classes")).forEach((key, entry) -> classes.put(CellClass.ofKey(key),
                new Measured(((Number) entry.get("cells")).intValue(), new VarianceComponents(number(entry, "withinForkVariance"),
                        number(entry, "betweenForkVariance"), number(entry, "forkSeconds"), number(entry, "sampleSeconds")),
                        (String) entry.get("costsFrom"))));
        return new PlanInputs((Map<String, Object>) map.get("source"), classes);
    }

    private static double number(Map<String, Object> entry, String key) {
        if (!(entry.get(key) instanceof Number number)) {
            throw new IllegalArgumentException("the plan inputs lack '" + key + "'");
        }
        return number.doubleValue();
    }
}
