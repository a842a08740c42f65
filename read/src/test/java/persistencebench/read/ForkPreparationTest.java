package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.read.plugin.ReadBackend;

/** What happens to the server and the OS page cache before each fork, in which order. */
class ForkPreparationTest {
    private final List<String> calls = new ArrayList<>();
    private String profile = "study";

    /** A server that records the calls the preparation makes and runs with {@link #profile}. */
    private DatabaseServer recordingServer() {
        return (DatabaseServer) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {DatabaseServer.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "engine" -> "postgresql";
                    case "profile" -> profile;
                    case "restartable" -> true;
                    case "useProfile" -> {
                        calls.add("useProfile " + args[0]);
                        if (!profile.equals(args[0])) {
                            profile = (String) args[0];
                            calls.add("restart");
                        }
                        yield null;
                    }
                    case "target" -> new DatabaseTarget("postgresql", "jdbc:postgresql://db/" + args[0], (String) args[0], "u", "p", 7L);
                    default -> {
                        calls.add(method.getName());
                        yield null;
                    }
                });
    }

    private ForkPreparation preparation() {
        return new ForkPreparation(DatabaseServers.of(recordingServer()), TinyBookstore.dataset(), () -> {
            calls.add("drop page cache");
            return true;
        }, calls::add);
    }

    private static Contestant contestant(String backend, String variant) {
        ReadBackend plugin = TinyBookstore.registry().byName(backend);
        return new Contestant(plugin, plugin.variant(variant).orElseThrow());
    }

    @Test
    void aColdSqlSampleCheckpointsRunsTheVariantsProfileRestartsOnceAndDropsTheCache() {
        ForkPreparation.ForkStart sameProfile = preparation().beforeColdSample(contestant("jdbc", "paper"));
        assertThat(calls).containsExactly("quiesce", "useProfile study", "restart", "drop page cache");
        assertThat(sameProfile.serverProfile()).isEqualTo("study");
        assertThat(sameProfile.target().database().database()).isEqualTo("bookstore_tiny_s42_paper");

        calls.clear();
        ForkPreparation.ForkStart switched = preparation().beforeColdSample(contestant("jdbc", "tuned"));

        assertThat(calls).as("the profile switch is the restart").containsExactly("quiesce", "useProfile tuned", "restart", "drop page cache");
        assertThat(switched.serverProfile()).isEqualTo("tuned");
        assertThat(switched.restarted()).isTrue();
        assertThat(switched.cacheDropped()).isTrue();
        assertThat(switched.target().database().database()).isEqualTo("bookstore_tiny_s42_tuned");
    }

    @Test
    void aColdObjectGraphSampleLeavesTheServerRunningButDropsTheCache() {
        ForkPreparation.ForkStart start = preparation().beforeColdSample(contestant("microstream", "paper"));

        assertThat(calls).containsExactly("quiesce", "drop page cache");
        assertThat(start.serverProfile()).isNull();
        assertThat(start.target().database()).isNull();
    }

    @Test
    void everyHotForkStartsOnAServerRestartedOnItsProfileWhateverRanBefore() {
        ForkPreparation.ForkStart switched = preparation().beforeHotFork(contestant("hibernate", "tuned"));

        assertThat(calls).as("the profile switch is the restart").containsExactly("quiesce", "useProfile tuned", "restart");
        assertThat(switched.serverProfile()).isEqualTo("tuned");
        assertThat(switched.restarted()).isTrue();
        assertThat(switched.cacheDropped()).isFalse();

        calls.clear();
        ForkPreparation.ForkStart same = preparation().beforeHotFork(contestant("jdbc", "tuned"));

        assertThat(calls).as("the same profile as the neighbour before: restarted all the same").containsExactly("quiesce",
                "useProfile tuned", "restart");
        assertThat(same.restarted()).isTrue();
        assertThat(same.cacheDropped()).isFalse();
    }
}
