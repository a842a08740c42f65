package persistencebench.whitepaper.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a scaling study's steps' own result files add to its points: their {@code backends} sections (labels, colours,
 * order and variant kinds, which the points do not carry) and which of their cells are floors. A step whose file is in
 * the results directory neither plain nor compressed ({@link ResultFileSource}; the study's file copied alone) adds
 * nothing; one that is there but cannot be read is a problem, as any unreadable result file is.
 */
record StepFiles(BackendCatalogue catalogue, Set<String> floorIds, List<String> problems) {

    /** What the files of {@code steps} under {@code resultsDir} say. */
    static StepFiles read(Path resultsDir, List<ScalingStep> steps, ObjectMapper mapper) {
        List<BackendCatalogue> catalogues = new ArrayList<>();
        Set<String> floors = new HashSet<>();
        List<String> problems = new ArrayList<>();
        for (ScalingStep step : steps) {
            Optional<Path> found = step.file() == null ? Optional.empty() : ResultFileSource.find(resultsDir, step.file());
            if (found.isEmpty()) {
                continue;
            }
            try (InputStream in = ResultFileSource.open(found.get())) {
                LoadedResultFile file = mapper.readValue(in, LoadedResultFile.class);
                catalogues.add(new BackendCatalogue(file.backends()));
                file.results().stream().filter(ResultCell::isFloor).map(ResultCell::id).forEach(floors::add);
            } catch (JsonProcessingException e) {
                problems.add("step " + step.step() + "'s result file " + step.file() + " is not a valid result file: " + e.getOriginalMessage());
            } catch (IOException e) {
                problems.add("step " + step.step() + "'s result file " + step.file() + " cannot be read: " + e);
            }
        }
        return new StepFiles(BackendCatalogue.merged(catalogues), floors, problems);
    }
}
