package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.ReadBackLatencyChart;
import persistencebench.whitepaper.format.DurabilityText;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RankingText;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ReadBack;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultVariantKind;
import persistencebench.whitepaper.study.KvReferenceFigures;

/**
 * The key-value section: every store that serves reads by trip id (the key-value engines, the flat files, the
 * in-memory floor, and PostgreSQL's trip table and the tuned object graphs beside them) — write time against the CSV
 * floor, bytes per trip, read-back latencies — and the KV reference's published figures beside ours with its flaws.
 * Which backends belong here follows from the result file (cells with a read-back), never from backend names.
 */
final class KeyValueSection {
    private static final BenchmarkKind KIND = BenchmarkKind.WRITE;

    private KeyValueSection() {
    }

    /** The filled {@code kv-section.adoc} template, or a note when the write run has no read-back cells. */
    static String render(BenchmarkRun write, List<Figure> figures, KvReferenceFigures reference) {
        List<ResultCell> cells = cells(write);
        if (cells.isEmpty()) {
            return "The write run has no key-value cells; run " + AsciiDocText.literal("./mvnw -pl write exec:java")
                    + " with the key-value backends (they are part of the default selection) to add this section.\n";
        }
        Optional<ResultCell> floor = write.chartable(BenchmarkKind.LOAD_ONLY_PHASE).stream().findFirst();
        ReadBack sample = ReadBackLatencyChart.cells(write).stream().map(ResultCell::readBack).findFirst().orElse(null);
        return Template.load("kv-section.adoc").fill(Map.of(
                "durability", DurabilityText.sentence(write),
                "lookups", sample == null ? "no" : Quantities.count(total(sample.pointUniform())),
                "scans", sample == null ? "no" : Quantities.count(total(sample.rangeScan())),
                "scanLength", sample == null || sample.rangeScan().scanLength() == null ? "" : Quantities.count(sample.rangeScan().scanLength()),
                "writeTable", writeTable(write, cells, floor),
                "findings", findings(write, cells),
                "figures", FigureBlocks.named(figures, ReadBackLatencyChart.NAME),
                "readBackTable", readBackTable(write, cells),
                "referenceTable", referenceTable(write, reference),
                "referenceFlaws", "Flaws of the reference's numbers, which our cells avoid by construction (a fixed number of keys,"
                        + " a final commit, a store sized from the data, every trip read back and verified):\n\n" + Bullets.of(reference.flaws())
                        + "\n" + notMeasured(reference)));
    }

    /**
     * Every store cell of a backend that served the read-back in this run on the same database (a SQL backend may serve
     * it on one engine only), failed ones included, and the skipped store cells of backends the run did not measure at
     * all: whether they would have served reads is unknown, and a reader looking for them here finds the reason. (A
     * SQL backend skipped on one database only is listed with that database, in the section on SQL engines.)
     */
    static List<ResultCell> cells(BenchmarkRun write) {
        List<ResultCell> stores = write.cells(BenchmarkKind.STORE_PHASE);
        Set<String> servers = stores.stream().filter(c -> c.readBack() != null).map(KeyValueSection::server).collect(Collectors.toSet());
        Set<String> measured = stores.stream().filter(c -> !c.isSkipped()).map(ResultCell::backend).collect(Collectors.toSet());
        return stores.stream().filter(c -> servers.contains(server(c)) || c.isSkipped() && !measured.contains(c.backend())).toList();
    }

    /** The backend and the database (if any) a cell stored into: what served, or did not serve, the read-back. */
    private static String server(ResultCell cell) {
        return cell.backend() + "@" + cell.database();
    }

    private static String writeTable(BenchmarkRun write, List<ResultCell> cells, Optional<ResultCell> floor) {
        Optional<Estimate> csvTime = floor.flatMap(Compared::of);
        return new CellTable("Key-value write: seconds for open + store + close, against the CSV floor"
                + csvTime.map(f -> " of " + CellFormat.durationWithUnit(KIND, f)).orElse(""), write,
                List.of(), List.of(
                        CellColumns.compared(KIND), CellColumns.interval(KIND),
                        new CellTable.Column(">", "Rows/s", c -> Compared.rowsPerSecond(write, c).map(rate -> Quantities.rate(rate.value())).orElse("")),
                        new CellTable.Column(">", "× CSV floor", c -> csvTime.flatMap(f -> Compared.of(c).map(time -> IntervalText.factorOrTie(time.over(f))))
                                .orElse("")),
                        CellColumns.disk(),
                        new CellTable.Column(">", "Bytes/trip", KeyValueSection::bytesPerTrip)))
                .render(cells);
    }

    private static String findings(BenchmarkRun write, List<ResultCell> cells) {
        List<String> lines = new ArrayList<>();
        List<ResultCell> tuned = cells.stream().filter(c -> write.verdict(c).chartable() && c.readBack() != null
                && write.catalogue().kind(c) == ResultVariantKind.TUNED).toList();
        String ranked = RankingText.of(Ranking.byComparedTime(tuned), c -> Labels.cell(write.catalogue(), c),
                time -> CellFormat.durationWithUnit(KIND, time));
        if (!ranked.isEmpty()) {
            lines.add("Tuned stores by total time, 95 % intervals over forks (the in-memory and load-only floors persist nothing"
                    + " and are not ranked): " + ranked + ".");
        }
        if (cells.stream().anyMatch(c -> c.readBack() != null)) {
            lines.add("The read-back latencies are one run per store, after the last sample of its first fork: percentiles over"
                    + " that run's operations, with no repetition across forks and so no interval. They describe each store and"
                    + " rank none; the table gives every store's figures.");
        }
        long failed = cells.stream().filter(c -> write.verdict(c).faulty()).count();
        if (failed > 0) {
            lines.add(failed + " cell(s) failed or were not verified; the tables give the reason.");
        }
        long skipped = cells.stream().filter(ResultCell::isSkipped).count();
        if (skipped > 0) {
            lines.add(skipped + " cell(s) were not measured in this run; the tables give the reason.");
        }
        return Bullets.of(lines);
    }

    private static String readBackTable(BenchmarkRun write, List<ResultCell> cells) {
        List<ResultCell> served = cells.stream().filter(c -> c.readBack() != null || !write.verdict(c).chartable()).toList();
        return new CellTable("Read-back after the write: open, then point reads (µs) and range scans (ms per scan); every phase's"
                + " digest equals the CSV's", write, List.of(), List.of(
                        new CellTable.Column(">", "Open (ms)", c -> c.readBack() == null ? "" : format(c.readBack().openMillis(), Quantities::tableMillis)),
                        latency("Uniform p50", ReadBack::pointUniform, ReadBack.Phase::p50Micros),
                        latency("Uniform p99", ReadBack::pointUniform, ReadBack.Phase::p99Micros),
                        latency("Zipfian p50", ReadBack::pointZipfian, ReadBack.Phase::p50Micros),
                        latency("Zipfian p99", ReadBack::pointZipfian, ReadBack.Phase::p99Micros),
                        new CellTable.Column(">", "Scan p50 (ms)", c -> phase(c, ReadBack::rangeScan)
                                .map(p -> Quantities.tableMillis(p.p50Micros() / 1000.0)).orElse("")),
                        new CellTable.Column("<", "Scan reads", c -> c.readBack() == null ? "" : c.readBack().scanKind())))
                .render(served);
    }

    private static CellTable.Column latency(String header, Function<ReadBack, ReadBack.Phase> phase, Function<ReadBack.Phase, Double> value) {
        return new CellTable.Column(">", header, c -> phase(c, phase).map(value).map(v -> Quantities.significant(v, 3)).orElse(""));
    }

    private static Optional<ReadBack.Phase> phase(ResultCell cell, Function<ReadBack, ReadBack.Phase> phase) {
        return Optional.ofNullable(cell.readBack()).map(phase);
    }

    private static String referenceTable(BenchmarkRun write, KvReferenceFigures reference) {
        AsciiDocTable table = new AsciiDocTable("The KV reference (" + reference.title() + "; " + reference.environment()
                + ") beside our paper and tuned cells", "<", "Engine", ">", "Its puts/s (± error)", ">", "Its space",
                ">", "Our paper rows/s", ">", "Our paper disk (MiB)", ">", "Our tuned rows/s", ">", "Our tuned disk (MiB)");
        for (KvReferenceFigures.Figure figure : reference.figures()) {
            Optional<ResultCell> paper = ours(write, figure.backend(), ResultVariantKind.PAPER);
            Optional<ResultCell> tuned = ours(write, figure.backend(), ResultVariantKind.TUNED);
            table.row(figure.engine() + (figure.backend() == null ? " (not measured)" : " → " + write.catalogue().label(figure.backend())),
                    Quantities.count(figure.opsPerSecond()) + " (± " + Quantities.count(figure.scoreError()) + ")", figure.occupied(),
                    paper.map(c -> CellFormat.rowsPerSecond(write, c, "")).orElse("–"), paper.map(c -> CellFormat.mebibytes(c.diskBytes())).orElse("–"),
                    tuned.map(c -> CellFormat.rowsPerSecond(write, c, "")).orElse("–"), tuned.map(c -> CellFormat.mebibytes(c.diskBytes())).orElse("–"));
        }
        return "How the reference measured: " + reference.method() + ". Its scores count puts only; ours count rows stored per"
                + " second of the whole timed region (reading and parsing the CSV, encoding, storing, the final commit and, under"
                + " durability disk, forcing the files), for a fixed number of trips.\n\n" + table.render();
    }

    private static Optional<ResultCell> ours(BenchmarkRun write, String backend, ResultVariantKind kind) {
        if (backend == null) {
            return Optional.empty();
        }
        return write.chartable(BenchmarkKind.STORE_PHASE).stream()
                .filter(c -> c.backend().equals(backend) && write.catalogue().kind(c) == kind).findFirst();
    }

    private static String notMeasured(KvReferenceFigures reference) {
        return "Not measured: " + reference.notMeasured().stream().map(n -> n.engine() + " (" + n.reason() + ")")
                .collect(Collectors.joining("; ")) + ".\n";
    }

    private static String bytesPerTrip(ResultCell cell) {
        return cell.diskBytes() == null || cell.rowsStored() == null || cell.rowsStored() == 0 ? ""
                : Quantities.significant(cell.diskBytes() / (double) cell.rowsStored(), 3);
    }

    private static long total(ReadBack.Phase phase) {
        return phase == null || phase.operations() == null ? 0 : phase.operations() + (phase.warmups() == null ? 0 : phase.warmups());
    }

    private static String format(Double value, Function<Double, String> format) {
        return value == null ? "" : format.apply(value);
    }
}
