/**
 * The durability class of a run ({@code disk} or {@code os}, fairness rule 2) and forcing a store's files to disk
 * for stores that never force them themselves. Uses the JDK only.
 */
package persistencebench.harness.durability;
