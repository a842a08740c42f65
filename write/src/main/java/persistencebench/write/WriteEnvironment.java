package persistencebench.write;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import persistencebench.harness.plan.ForkPlans;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.result.EnvironmentCapture;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * What the write run's result file says about how it ran: the harness's environment (JDK, OS, durability, server
 * settings) with the effective settings as a reader needs them (a user's CSV by its file name, without the unused
 * row count), how cells ran (forks, rounds), and why the run is a draft rather than the study's scale.
 */
final class WriteEnvironment {

    private WriteEnvironment() {
    }

    /** @param servers the run's database servers (none when no cell uses one) */
    static Map<String, Object> capture(Settings settings, DatabaseServers servers, int forks, int rounds) {
        Map<String, Object> environment = new LinkedHashMap<>(EnvironmentCapture.capture(settings, servers.running(), servers.unavailable()));
        Map<String, String> effective = new TreeMap<>(settings.effective());
        Path csv = settings.get(WriteSettings.CSV);
        if (csv != null) {
            effective.remove(WriteSettings.ROWS.name());
            effective.put(WriteSettings.CSV.name(), csv.getFileName().toString());
        }
        environment.put(EnvironmentField.SETTINGS.key(), effective);
        Map<String, Object> execution = new LinkedHashMap<>();
        execution.put("forks", forks);
        execution.put("rounds", rounds);
        // the protocol as data; docs/method.md, "Samples and forks (defaults)", says it in words
        execution.put("samplePlan", SamplePlan.protocol(settings.get(WriteSettings.FORKS), settings.get(WriteSettings.ITERATIONS),
                settings.get(WriteSettings.WARMUPS), settings.get(WriteSettings.SAMPLE_BUDGET)));
        Map<String, Object> order = new LinkedHashMap<>();
        order.put("interleavedByRound", true);
        order.put("sqlCellsGroupedBy", List.of("database", "serverProfile"));
        order.put("maxServerRestartsPerRound", 1);
        order.put("serversCheckpointedBeforeEveryFork", true);
        execution.put("order", order);
        execution.put("forkPlan", ForkPlans.bundled().asMap());
        environment.put(EnvironmentField.EXECUTION.key(), execution);
        return environment;
    }

    /** Why the run is not publishable as the study's figures (fairness rule 9); failed cells add their own reason. */
    static List<String> draftReasons(Settings settings, TripDataset dataset, ReferenceRead reference) {
        List<String> reasons = new ArrayList<>();
        if (settings.get(CommonSettings.QUICK)) {
            reasons.add("run with -Dquick: a small-scale check of the pipeline");
        }
        CommonSettings.unpublishedSettings(settings).ifPresent(reasons::add);
        if (!dataset.generated()) {
            reasons.add("a user's CSV (" + dataset.csv().getFileName() + ") instead of the generated month at the study's scale");
        }
        if (reference.rowsSkipped() > 0) {
            reasons.add(reference.rowsSkipped() + " malformed row(s) skipped (-DbadRows=skip)");
        }
        return reasons;
    }
}
