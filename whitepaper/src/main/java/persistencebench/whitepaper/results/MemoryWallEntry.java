package persistencebench.whitepaper.results;

import java.util.List;

/**
 * Where one object-graph variant met its heap in a scaling study's wall part ({@code memoryWall}).
 *
 * @param largestAnswered the largest bookstore size at which every cell of the variant answered, null when none did
 * @param firstFailed     the smallest larger size at which a cell failed, null when none did
 * @param failure         that cell's reason, null with it
 * @param decidedBy       the steps whose cells decided it: wall steps, or at the read part's heap its read steps
 */
public record MemoryWallEntry(String backend, String variant, String heap, String largestAnswered, String firstFailed,
                              String failure, List<String> decidedBy) {

    public MemoryWallEntry {
        decidedBy = List.copyOf(decidedBy);
    }
}
