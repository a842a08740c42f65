package persistencebench.write.readback;

import java.util.List;
import java.util.Map;

/**
 * What a fork needs to run the read-back phases: the plan (the ids follow from it) and per phase the digest
 * components the answers must have.
 */
public record ReadBackSpec(ReadBackPlan plan, Map<String, List<Long>> expected) {

    public ReadBackSpec {
        expected = Map.copyOf(expected);
    }
}
