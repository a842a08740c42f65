package persistencebench.whitepaper.document;

import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.ScalingBytesPerTripChart;
import persistencebench.whitepaper.chart.ScalingMemoryChart;
import persistencebench.whitepaper.chart.ScalingReadTimeChart;
import persistencebench.whitepaper.chart.ScalingWriteRateChart;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.ScalingCase;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingGrowth;
import persistencebench.whitepaper.results.ScalingPhase;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The scaling study's section ({@code docs/method.md}, "The scaling study"): what it ran, each read phase's chart with
 * one line per contestant on how its time grows, the read services' memory, the write rate with the same lines and the
 * bytes per trip, the memory wall and the steps. Contestants are named from {@code catalogue}, as the charts name them.
 */
final class ScalingSection {

    /** What the two memory readings hold and leave out ({@code docs/method.md}, rule 5). */
    private static final String MEMORY_CAVEATS = "Two readings, both taken after a forced GC at the end of each hot sample, neither the"
            + " whole cost. The live heap is what the open service keeps in the heap; it leaves out what a store keeps outside it:"
            + " the object-graph storages' cache of loaded entity data, SQLite's page cache, a server's buffers. The resident"
            + " memory is what the fork and the database server's processes occupy in RAM (proportional set sizes, shared pages"
            + " counted once). It holds the fork's committed heap, which the collector sizes by its own policy, so at small sizes"
            + " the forks look alike whatever they store; and a server's long-lived processes keep the buffers they touched since"
            + " its last restart. It leaves out the operating system's page cache, where PostgreSQL, SQLite and H2 keep most of"
            + " their files' pages: a database's figure is a lower bound of the memory its answers use, an object graph's close"
            + " to all of it.\n\n";

    private ScalingSection() {
    }

    /** The filled {@code scaling-section.adoc} template. */
    static String render(ScalingRun study, BackendCatalogue catalogue, List<Figure> figures) {
        return Template.load("scaling-section.adoc").fill(Map.of(
                "whatWasRun", ScalingPlanText.of(study),
                "subLinearBelow", String.valueOf(ScalingGrowth.SUB_LINEAR_BELOW),
                "superLinearAbove", String.valueOf(ScalingGrowth.SUPER_LINEAR_ABOVE),
                "read", read(study, catalogue, figures),
                "heap", heap(study, catalogue, figures),
                "write", write(study, catalogue, figures),
                "wall", ScalingTables.wall(study, catalogue),
                "steps", ScalingTables.steps(study)));
    }

    /** Per read phase and temperature: its chart, then how each contestant's time grows. */
    private static String read(ScalingRun study, BackendCatalogue catalogue, List<Figure> figures) {
        List<ScalingPhase> phases = study.readPhases();
        if (phases.isEmpty()) {
            return "The study ran no read part.\n";
        }
        return phases.stream().map(phase -> {
            String what = Labels.phase(phase.phase()) + " " + phase.temperature();
            List<ScalingCurve> curves = study.curves(catalogue, phase::holds);
            return "==== " + Labels.phaseTitle(phase.phase()) + ", " + phase.temperature() + "\n\n" + (curves.isEmpty()
                    ? "No contestant answered at any size.\n"
                    : FigureBlocks.named(figures, ScalingReadTimeChart.name(phase)) + "\n"
                    + growth(study, catalogue, curves, name -> name + ", " + what, ScalingCase.READ));
        }).collect(Collectors.joining("\n"));
    }

    /** The read services' heap and resident memory under a heading of their own, or nothing when no hot cell recorded them. */
    private static String heap(ScalingRun study, BackendCatalogue catalogue, List<Figure> figures) {
        String blocks = Stream.of(FigureBlocks.named(figures, ScalingMemoryChart.LIVE_HEAP), FigureBlocks.named(figures, ScalingMemoryChart.RESIDENT),
                ScalingTables.memory(study, catalogue)).filter(block -> !block.isEmpty()).collect(Collectors.joining("\n"));
        return blocks.isEmpty() ? "" : "==== Memory of the open services\n\n" + MEMORY_CAVEATS + blocks;
    }

    /** The write rate's chart, how each contestant's time grows with the trips, and the bytes per trip. */
    private static String write(ScalingRun study, BackendCatalogue catalogue, List<Figure> figures) {
        List<ScalingCurve> curves = study.curves(catalogue, point -> point.scalingCase() == ScalingCase.WRITE);
        if (curves.isEmpty()) {
            return "The study ran no write part, or none of its write points answered.\n";
        }
        return FigureBlocks.named(figures, ScalingWriteRateChart.NAME) + "\n"
                + growth(study, catalogue, curves, Function.identity(), ScalingCase.WRITE) + "\n"
                + FigureBlocks.named(figures, ScalingBytesPerTripChart.NAME) + "\n" + ScalingTables.writeHeap(study, catalogue);
    }

    /** One bullet per curve: how its time grows, named by {@code naming} from the contestant's label. */
    private static String growth(ScalingRun study, BackendCatalogue catalogue, List<ScalingCurve> curves, Function<String, String> naming,
                                 ScalingCase scalingCase) {
        return "How each contestant's time grows:\n\n" + Bullets.of(curves.stream()
                .map(curve -> ScalingGrowthText.of(naming.apply(Labels.curve(catalogue, study, curve)), curve, scalingCase.scaleUnit())).toList());
    }
}
