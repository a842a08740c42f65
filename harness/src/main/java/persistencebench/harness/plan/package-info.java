/**
 * Forks where the noise is (docs/method.md, "Forks where the noise is"): the variance components of a cell class,
 * estimated from an earlier run's cells ({@link persistencebench.harness.plan.VarianceComponents}), and the forks and
 * samples per fork they call for ({@link persistencebench.harness.plan.ForkPlan}), after Kalibera and Jones, "Rigorous
 * benchmarking in reasonable time" (2013). May use the JDK only.
 */
package persistencebench.harness.plan;
