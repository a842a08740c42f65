package persistencebench.whitepaper.results;

/**
 * What one line of a scaling chart follows across sizes: a backend's variant on one database ({@code database} null for
 * a store without one).
 */
public record ScalingContestant(String backend, String variant, String database) {
}
