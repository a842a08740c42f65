/**
 * Forks where the noise is (docs/method.md, "Forks where the noise is"): the variance components of a cell class,
 * estimated from an earlier run's cells ({@link persistencebench.harness.plan.VarianceComponents}), and the forks and
 * samples per fork they call for ({@link persistencebench.harness.plan.ForkPlan}), after Kalibera and Jones, "Rigorous
 * benchmarking in reasonable time" (2013); the inputs measured in a full main job ({@link persistencebench.harness.plan.PlanInputs}),
 * bundled with the program, and the plans the programs take from them ({@link persistencebench.harness.plan.ForkPlans}).
 * May use {@code harness.resultformat} (the field names), {@code harness.result} (reading result files),
 * {@code harness.measure} (Student's t, for the power a plan's forks give), {@code harness.files},
 * {@code harness.console} (the job's fork times), {@code harness.settings}, {@code harness.cli}, Jackson and the JDK.
 */
package persistencebench.harness.plan;
