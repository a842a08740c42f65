package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/** Which cells a run measures: the steps and the study's approaches on other engines only when asked for. */
class WritePlanTest {

    private static Settings settings(String... pairs) {
        Properties properties = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            properties.setProperty(pairs[i], pairs[i + 1]);
        }
        return Settings.parse("write", WriteSettings.all(), properties);
    }

    private static WritePlan plan(String... pairs) {
        return WritePlan.of(settings(pairs));
    }

    @Test
    void measuresThePaperAndTunedVariantsUnlessStepsAreAskedFor() {
        assertThat(plan("backends", "microstream,jdbc").titles())
                .containsExactly("microstream/paper", "microstream/tuned", "jdbc/paper on postgresql", "jdbc/tuned on postgresql");
        assertThat(plan("backends", "microstream,jdbc", "variants", "all").titles())
                .contains("microstream/streamed", "jdbc/rewrite on postgresql");
    }

    @Test
    void theDefaultVariantsNamedExplicitlyAreStillPublishedAndTheStepsAreDrafts() {
        assertThat(settings("variants", "tuned,paper").unpublishedSettings()).noneMatch(reason -> reason.contains("-Dvariants"));
        assertThat(settings("variants", "all").unpublishedSettings()).anyMatch(reason -> reason.startsWith("-Dvariants=")
                && reason.contains("streamed") && reason.contains("rewrite") && reason.endsWith("(published: paper,tuned)"));
        assertThat(settings("studyDatabases", "all").unpublishedSettings())
                .anyMatch(reason -> reason.startsWith("-DstudyDatabases=postgresql,h2,sqlite,mariadb") && reason.endsWith("(published: postgresql)"));
    }

    @Test
    void runsTheStudysApproachesOnTheStudyDatabasesOnly() {
        assertThat(plan("backends", "jdbc,hibernate", "databases", "postgresql,h2,sqlite,mariadb").titles()).containsExactly(
                "jdbc/paper on postgresql", "jdbc/tuned on postgresql", "jdbc/tuned on h2", "jdbc/tuned on sqlite", "jdbc/tuned on mariadb",
                "hibernate/paper on postgresql", "hibernate/tuned on postgresql", "hibernate/tuned on h2", "hibernate/tuned on sqlite",
                "hibernate/tuned on mariadb");
        assertThat(plan("backends", "hibernate", "databases", "postgresql,h2,sqlite,mariadb", "studyDatabases", "postgresql,h2,sqlite,mariadb").titles()).containsExactly(
                "hibernate/paper on postgresql", "hibernate/paper on h2", "hibernate/paper on sqlite", "hibernate/paper on mariadb",
                "hibernate/tuned on postgresql", "hibernate/tuned on h2", "hibernate/tuned on sqlite", "hibernate/tuned on mariadb");
    }

    @Test
    void saysWhyTheStudysApproachHasNothingToMeasureOnAnotherEngine() {
        assertThatThrownBy(() -> plan("backends", "jdbc", "variants", "paper", "databases", "h2"))
                .isInstanceOf(SettingsException.class).hasMessageContaining("nothing to measure")
                .hasMessageContaining("-DstudyDatabases=postgresql");
    }
}
