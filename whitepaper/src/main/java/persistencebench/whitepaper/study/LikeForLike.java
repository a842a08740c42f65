package persistencebench.whitepaper.study;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.VariantKind;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Which of our cells a published figure may be set against, and the two values to compare. A published
 * write figure matches our cells of the same backend and phase, with the same storage channel count where
 * the study named one; a published read figure matches the cells its {@code ours} selection names. Steps
 * between the study's approach and the tuned one are left out, and so are cells on databases other than the
 * study's: it measured PostgreSQL. Query times are compared per query: each
 * side's total divided by its own query count.
 */
public final class LikeForLike {

    private LikeForLike() {
    }

    /** Our chartable cells comparable with a published write figure; empty means "not measured here". */
    public static List<ResultCell> matches(BenchmarkRun write, PublishedFigures.WriteFigure figure) {
        return write.chartable(figure.phase()).stream()
                .filter(c -> c.backend().equals(figure.backend()) && notAStep(write, c) && c.comparableWithStudy())
                .filter(c -> figure.channels() == null || figure.channels().equals(c.channels()))
                .toList();
    }

    /** Our chartable cells comparable with a published read figure; empty means "not measured here". */
    public static List<ResultCell> matches(BenchmarkRun read, PublishedFigures.ReadFigure figure) {
        PublishedFigures.OurCells ours = figure.ours();
        return read.chartable(figure.phase()).stream()
                .filter(c -> c.backend().equals(figure.backend()) && notAStep(read, c) && c.comparableWithStudy())
                .filter(c -> ours.temperature().equals(c.temperature()))
                .filter(c -> ours.coldKind() == null || ours.coldKind().equals(c.coldKind()))
                .filter(c -> ourMillis(c, figure).isPresent())
                .toList();
    }

    /** The study's rows per second for a write figure. */
    public static double publishedRowsPerSecond(PublishedFigures.WriteFigures write, PublishedFigures.WriteFigure figure) {
        return write.rows() / figure.seconds();
    }

    /** The study's value in milliseconds: per query for query figures, as published for load/connect. */
    public static double publishedMillis(PublishedFigures.ReadFigures read, PublishedFigures.ReadFigure figure) {
        return figure.isQuery() ? figure.millis() / read.queries(figure.phase()) : figure.millis();
    }

    /**
     * Our value for a read figure: the median open time for load/connect, the median work time divided by the
     * cell's own query count for a query; empty when the cell does not record it.
     */
    public static Optional<Double> ourMillis(ResultCell cell, PublishedFigures.ReadFigure figure) {
        if (!figure.isQuery()) {
            return Optional.ofNullable(cell.openMillis());
        }
        return queries(cell).flatMap(count -> Optional.ofNullable(cell.workMillis()).map(work -> work / count));
    }

    /**
     * The fastest and slowest sample of the same value (open samples for load/connect, work samples per
     * query for a query), as {@code [min, max]}; empty when the cell has fewer than two such samples.
     */
    public static Optional<List<Double>> ourSpread(ResultCell cell, PublishedFigures.ReadFigure figure) {
        List<Double> samples = figure.isQuery() ? cell.workSamplesMillis() : cell.openSamplesMillis();
        Optional<Integer> divisor = figure.isQuery() ? queries(cell) : Optional.of(1);
        if (samples.size() < 2 || divisor.isEmpty()) {
            return Optional.empty();
        }
        double min = samples.stream().mapToDouble(Double::doubleValue).min().orElseThrow() / divisor.get();
        double max = samples.stream().mapToDouble(Double::doubleValue).max().orElseThrow() / divisor.get();
        return Optional.of(List.of(min, max));
    }

    /** How many queries one sample of {@code cell} ran: {@code queriesPerSample}, else the per-query counts. */
    public static Optional<Integer> queries(ResultCell cell) {
        if (cell.queriesPerSample() != null && cell.queriesPerSample() > 0) {
            return Optional.of(cell.queriesPerSample());
        }
        int counted = cell.resultCountsPerQuery().size();
        return counted > 0 ? Optional.of(counted) : Optional.empty();
    }

    private static boolean notAStep(BenchmarkRun run, ResultCell cell) {
        return !Objects.equals(run.catalogue().kind(cell), VariantKind.STEP);
    }
}
