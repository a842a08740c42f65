package persistencebench.whitepaper.results;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A scaling study's file ({@code scaling-latest.json}, {@code docs/result-files.md}, "The scaling file") that passed the
 * loader's checks: its steps, the points of every step's cells, the memory wall, and what its steps' own result files
 * say of the backends (labels, colours, order) and of floors, where those files are in the results directory. Only
 * {@link ResultsLoader} creates instances.
 */
public final class ScalingRun {

    /** The file the white paper reads. */
    public static final String LATEST_FILE_NAME = "scaling-latest.json";
    /** The command that produces it. */
    public static final String COMMAND = "./mvnw verify -Pscaling";

    private final String sourceName;
    private final Instant startedAt;
    private final Publication publication;
    private final Environment environment;
    private final List<ScalingStep> steps;
    private final List<ScalingPoint> points;
    private final List<MemoryWallEntry> memoryWall;
    private final BackendCatalogue catalogue;
    private final Set<String> floorIds;

    ScalingRun(String sourceName, Instant startedAt, Publication publication, Environment environment, List<ScalingStep> steps,
               List<ScalingPoint> points, List<MemoryWallEntry> memoryWall, BackendCatalogue catalogue, Set<String> floorIds) {
        this.sourceName = sourceName;
        this.startedAt = startedAt;
        this.publication = publication;
        this.environment = environment;
        this.steps = List.copyOf(steps);
        this.points = List.copyOf(points);
        this.memoryWall = List.copyOf(memoryWall);
        this.catalogue = catalogue;
        this.floorIds = Set.copyOf(floorIds);
    }

    /** The file name it was read from (never a machine path). */
    public String sourceName() {
        return sourceName;
    }

    public Instant startedAt() {
        return startedAt;
    }

    /** The publication status; a file without one counts as a draft. */
    public Optional<Publication> publication() {
        return Optional.ofNullable(publication);
    }

    /** The study's own environment: the machine, and the study's settings. */
    public Environment environment() {
        return environment;
    }

    /** Every step, in the order it ran. */
    public List<ScalingStep> steps() {
        return steps;
    }

    /** The steps of one case, in the order they ran. */
    public List<ScalingStep> steps(ScalingCase scalingCase) {
        return steps.stream().filter(step -> step.scalingCase() == scalingCase).toList();
    }

    /** Every point of one case, failed and skipped ones included, in file order. */
    public List<ScalingPoint> points(ScalingCase scalingCase) {
        return points.stream().filter(point -> point.scalingCase() == scalingCase).toList();
    }

    /** The points {@code which} selects, failed and skipped ones included, in file order. */
    public List<ScalingPoint> points(Predicate<ScalingPoint> which) {
        return points.stream().filter(which).toList();
    }

    /** The points of one step, failed and skipped ones included, in file order. */
    public List<ScalingPoint> points(ScalingStep step) {
        return points.stream().filter(point -> point.step().equals(step.step())).toList();
    }

    /**
     * The read points' phases with their temperatures, phases in the order they first appear, each phase's temperatures
     * likewise: the study's two phases cold and hot, then the hot paging phases.
     */
    public List<ScalingPhase> readPhases() {
        List<ScalingPoint> read = points(ScalingCase.READ).stream().filter(point -> point.phase() != null && point.temperature() != null)
                .toList();
        return read.stream().map(ScalingPoint::phase).distinct()
                .flatMap(phase -> read.stream().filter(point -> point.phase().equals(phase)).map(ScalingPoint::temperature).distinct()
                        .map(temperature -> new ScalingPhase(phase, temperature)))
                .toList();
    }

    public List<MemoryWallEntry> memoryWall() {
        return memoryWall;
    }

    /** The {@code backends} sections of the steps' result files found in the results directory; empty without them. */
    public BackendCatalogue catalogue() {
        return catalogue;
    }

    /**
     * Whether the point is a floor, which persists nothing and is never ranked: the load-only baseline, or a cell its
     * step's file records with {@code durability: none} (known only where that file is in the results directory).
     */
    public boolean isFloor(ScalingPoint point) {
        return BenchmarkKind.LOAD_ONLY_PHASE.equals(point.phase()) || floorIds.contains(point.id());
    }

    /**
     * One curve per contestant of the charted points {@code which} selects, each ascending by scale, the contestants in
     * {@code catalogue}'s backend order, then by variant and database.
     */
    public List<ScalingCurve> curves(BackendCatalogue catalogue, Predicate<ScalingPoint> which) {
        Map<ScalingContestant, List<ScalingPoint>> byContestant = new LinkedHashMap<>();
        points.stream().filter(ScalingPoint::charted).filter(which)
                .forEach(point -> byContestant.computeIfAbsent(point.contestant(), c -> new ArrayList<>()).add(point));
        Comparator<ScalingContestant> order = Comparator.comparing(ScalingContestant::backend, catalogue.backendOrder())
                .thenComparing(ScalingContestant::variant).thenComparing(ScalingContestant::database, Database.order());
        return byContestant.entrySet().stream().sorted(Map.Entry.comparingByKey(order))
                .map(e -> new ScalingCurve(e.getKey(), e.getValue().stream().sorted(Comparator.comparingLong(ScalingPoint::scale)).toList()))
                .toList();
    }
}
