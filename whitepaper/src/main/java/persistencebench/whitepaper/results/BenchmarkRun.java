package persistencebench.whitepaper.results;

import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A loaded result file that passed {@link ResultFileValidator}, with its cells in presentation order and a
 * {@link CellVerdict} for each. Only {@link ResultsLoader} creates instances.
 */
public final class BenchmarkRun {

    private final BenchmarkKind kind;
    private final Path source;
    private final LoadedResultFile file;
    private final BackendCatalogue catalogue;
    private final List<ResultCell> cells;
    private final Map<ResultCell, CellVerdict> verdicts = new IdentityHashMap<>();
    private final Map<String, ResultCell> cellsById = new HashMap<>();
    private final Map<String, ConcurrentReadCell> concurrentReadsById = new HashMap<>();

    BenchmarkRun(BenchmarkKind kind, Path source, LoadedResultFile file) {
        this.kind = kind;
        this.source = source;
        this.file = file;
        this.catalogue = new BackendCatalogue(file.backends());
        this.cells = CellOrder.sorted(file.results(), catalogue);
        cells.forEach(cell -> verdicts.put(cell, CellVerdict.of(kind, cell)));
        cells.forEach(cell -> cellsById.putIfAbsent(cell.id(), cell));
        file.concurrentReads().forEach(cell -> concurrentReadsById.putIfAbsent(cell.id(), cell));
    }

    public BenchmarkKind kind() {
        return kind;
    }

    /** The file name the run was read from, e.g. {@code write-latest.json} (never a machine path). */
    public String sourceName() {
        return source.getFileName().toString();
    }

    public LoadedResultFile file() {
        return file;
    }

    public Environment environment() {
        return file.environment();
    }

    public Dataset dataset() {
        return file.dataset();
    }

    /** The run's own {@code backends} section. */
    public BackendCatalogue catalogue() {
        return catalogue;
    }

    /** The publication status; a file without one counts as a draft. */
    public Optional<Publication> publication() {
        return Optional.ofNullable(file.publication());
    }

    /** How much of the machine's CPU others took during the samples; empty where the file does not say. */
    public Optional<Quietness> quietness() {
        return Optional.ofNullable(file.quietness());
    }

    public Instant startedAt() {
        return Instant.parse(file.startedAt());
    }

    /** The {@code concurrentReads} cells (read runs only), skipped and failed ones included, in file order. */
    public List<ConcurrentReadCell> concurrentReads() {
        return file.concurrentReads();
    }

    /** The cell (not a {@code concurrentReads} one) whose {@link ResultCell#id() id} is {@code id}, if the run has it. */
    public Optional<ResultCell> cell(String id) {
        return Optional.ofNullable(cellsById.get(id));
    }

    /** The {@code concurrentReads} cell whose id is {@code id}, if the run has it. */
    public Optional<ConcurrentReadCell> concurrentRead(String id) {
        return Optional.ofNullable(concurrentReadsById.get(id));
    }

    /** The sanity pairs of the cells other than the {@code concurrentReads} ones, in file order. */
    public List<SanityPair> sanityPairs() {
        return file.sanityPairs().stream().filter(pair -> !ofConcurrentReads(pair)).toList();
    }

    /** The sanity pairs of {@code concurrentReads} cells (their one-thread modes), in file order. */
    public List<SanityPair> concurrentReadsPairs() {
        return file.sanityPairs().stream().filter(this::ofConcurrentReads).toList();
    }

    /** A pair's two cells are always of one kind, so its first tells. */
    private boolean ofConcurrentReads(SanityPair pair) {
        return !pair.cells().isEmpty() && concurrentReadsById.containsKey(pair.cells().get(0));
    }

    /** Every cell, failed ones included, in presentation order. */
    public List<ResultCell> cells() {
        return cells;
    }

    /** The cells of one phase, failed ones included, in presentation order. */
    public List<ResultCell> cells(String phase) {
        return cells.stream().filter(c -> c.phase().equals(phase)).toList();
    }

    /** The cells of one phase that may be charted (succeeded and verified). */
    public List<ResultCell> chartable(String phase) {
        return cells(phase).stream().filter(c -> verdict(c).chartable()).toList();
    }

    /** Every cell that may be charted. */
    public List<ResultCell> chartable() {
        return cells.stream().filter(c -> verdict(c).chartable()).toList();
    }

    /** The cells that failed or are unverified (not the skipped ones), in presentation order. */
    public List<ResultCell> faulty() {
        return cells.stream().filter(c -> verdict(c).faulty()).toList();
    }

    /** The cells the run did not measure, in presentation order. */
    public List<ResultCell> skipped() {
        return cells.stream().filter(ResultCell::isSkipped).toList();
    }

    /** The verdict on one of this run's cells. */
    public CellVerdict verdict(ResultCell cell) {
        return verdicts.get(cell);
    }

    /** The databases the run's cells ran on (skipped cells included), the study's first; empty when none needs one. */
    public List<String> databases() {
        return cells.stream().map(ResultCell::database).filter(Objects::nonNull).distinct().sorted(Database.order()).toList();
    }

    /** Whether some cells ran on a database other than the study's, so comparisons with the study must leave them out. */
    public boolean hasOtherDatabases() {
        return cells.stream().anyMatch(ResultCell::onOtherDatabase);
    }

    /** The phases present, in presentation order. */
    public List<String> phases() {
        return cells.stream().map(ResultCell::phase).distinct().toList();
    }
}
