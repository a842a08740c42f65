package persistencebench.whitepaper;

import org.junit.jupiter.api.Test;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.study.DeliberateDifferences;
import persistencebench.whitepaper.study.StudyResources;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Text printed in every edition states no measured result as if this run had measured it: a figure such as "about 5
 * times faster" or "5 GB live" in the deliberate differences or the engines' notes carries the date it was measured
 * (and, beside it, where); what a run measures comes from its result file.
 */
class MeasuredClaimsAreDatedTest {

    /** A measured quantity written into prose: a factor or a heap held, with a number. */
    private static final Pattern MEASURED = Pattern.compile("\\d+(\\.\\d+)? (times (faster|slower)|GB (live|while|after))");
    private static final Pattern DATE = Pattern.compile("20\\d\\d-\\d\\d-\\d\\d");

    @Test
    void everyMeasuredFigureInTheFixedTextsIsDated() {
        List<String> texts = new ArrayList<>();
        for (DeliberateDifferences.Difference d : new StudyResources().deliberateDifferences().differences()) {
            texts.add(d.title() + ": " + d.study() + " " + d.ours() + " " + d.why());
        }
        Arrays.stream(Database.values()).forEach(db -> texts.add(db.displayName() + ": " + db.note()));

        // the texts hold no hand measurement since 2026-12-07; the rule still catches one written in again
        assertThat(MEASURED.matcher("about 5 times faster").find()).isTrue();
        assertThat(texts).filteredOn(text -> MEASURED.matcher(text).find())
                .allSatisfy(text -> assertThat(DATE.matcher(text).find()).as(text).isTrue());
    }
}
