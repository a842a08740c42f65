package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.read.plugin.ReadBackend;

/** Which contestants the concurrent step measures ({@link ConcurrentReads#measured}). */
class ConcurrentContestantsTest {

    @Test
    void theChosenVariantsTheSqlPaperOnesOnPostgresqlOnly() {
        List<Contestant> all = new ArrayList<>();
        for (ReadBackend backend : TinyBookstore.registry().all()) {
            backend.variants().forEach(variant -> {
                if (backend.descriptor().needs(BackendDescriptor.Need.DATABASE)) {
                    List.of("postgresql", "h2", "sqlite", "mariadb").forEach(db -> all.add(new Contestant(backend, variant, db)));
                } else {
                    all.add(new Contestant(backend, variant, null));
                }
            });
        }

        assertThat(ConcurrentReads.measured(all, List.of("paper", "tuned"))).extracting(Contestant::label).containsExactly(
                "microstream/paper", "microstream/tuned", "eclipsestore/paper", "eclipsestore/tuned",
                "jdbc/paper", "jdbc/tuned", "jdbc/tuned on h2", "jdbc/tuned on sqlite", "jdbc/tuned on mariadb",
                "hibernate/paper", "hibernate/tuned", "hibernate/tuned on h2", "hibernate/tuned on sqlite", "hibernate/tuned on mariadb");
        assertThat(ConcurrentReads.measured(all, List.of("tuned"))).as("the default, -DconcurrentVariants=tuned").extracting(Contestant::label)
                .containsExactly("microstream/tuned", "eclipsestore/tuned", "jdbc/tuned", "jdbc/tuned on h2", "jdbc/tuned on sqlite",
                        "jdbc/tuned on mariadb", "hibernate/tuned", "hibernate/tuned on h2", "hibernate/tuned on sqlite", "hibernate/tuned on mariadb");
    }
}
