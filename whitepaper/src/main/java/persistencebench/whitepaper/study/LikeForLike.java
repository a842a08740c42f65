package persistencebench.whitepaper.study;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Which of our cells a published figure may be set against, and the two values to compare. A published
 * write figure matches our cells of the same backend and phase, with the same storage channel count where
 * the study named one; a published read figure matches the cells its {@code ours} selection names. Steps
 * between the study's approach and the tuned one are left out, and so are cells on databases other than the
 * study's: it measured PostgreSQL. Query times are compared per query: each side's total divided by its own
 * query count.
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
                .filter(c -> ours(c, figure).isPresent())
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
     * Our value for a read figure with its 95 % interval ({@link Compared#perSample}): the open time for load/connect,
     * the work divided by the cell's own query count for a query; empty when the cell does not record it.
     */
    public static Optional<Estimate> ours(ResultCell cell, PublishedFigures.ReadFigure figure) {
        return figure.isQuery() ? perQuery(cell) : Compared.perSample(cell, cell.openSamplesMillis());
    }

    /** The cell's work divided by its own query count, per sample, with its 95 % interval; empty without a query count. */
    public static Optional<Estimate> perQuery(ResultCell cell) {
        return queries(cell).flatMap(count -> Compared.perSample(cell, cell.workSamplesMillis().stream().map(work -> work / count).toList()));
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
        return !Objects.equals(run.catalogue().kind(cell), ResultVariantKind.STEP);
    }
}
