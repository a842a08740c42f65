package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DatabaseMatrix;
import persistencebench.whitepaper.results.Environment;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * "The study's approaches (JDBC · paper, Hibernate · paper) ran on PostgreSQL only in this run
 * (-DstudyDatabases=postgresql): ...", under a table of the section on SQL engines, write or read, when the run's
 * {@code studyDatabases} left some of its engines without them, so that their empty cells are not read as failures.
 */
final class StudyApproachesNote {

    private StudyApproachesNote() {
    }

    static Optional<String> of(DatabaseMatrix matrix) {
        BenchmarkRun run = matrix.run();
        List<String> chosen = run.environment().studyDatabases().orElse(null);
        if (chosen == null) {
            return Optional.empty();
        }
        List<DatabaseMatrix.AccessStyle> study = matrix.styles().stream()
                .filter(style -> run.catalogue().kind(style.backend(), style.variant()) != ResultVariantKind.TUNED).toList();
        List<String> leftOut = matrix.databases().stream()
                .filter(database -> !chosen.contains(database) && study.stream().noneMatch(style -> matrix.has(style, database))).toList();
        List<String> measured = matrix.databases().stream().filter(chosen::contains).toList();
        if (leftOut.isEmpty() || study.isEmpty() || measured.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("The study's approaches (" + study.stream().map(style -> Labels.style(run.catalogue(), style.backend(),
                style.variant())).collect(Collectors.joining(", ")) + ") ran on " + Labels.databases(measured) + " only in this run (-D"
                + Environment.STUDY_DATABASES + "=" + String.join(",", chosen) + "): their cells on " + Labels.databases(leftOut) + " are empty because they"
                + " were not measured, not because they failed; -D" + Environment.STUDY_DATABASES + "=all measures them, and docs/method.md (\"What the main"
                + " job measures\") says why the main job does not and gives their last figures.");
    }
}
