/**
 * The scaling study ({@code docs/method.md}, "The scaling study"): plans its steps ({@link persistencebench.scaling.ScalingPlan}),
 * runs each step's program, the read or the write benchmark, in a JVM of its own ({@link persistencebench.scaling.StepRunner}),
 * and gathers the programs' result files into one ({@link persistencebench.scaling.StudyFile}) with a point per cell and
 * the memory wall. Measures nothing itself: every figure comes from a program's verified result file. May use
 * {@code model.*}, {@code harness.*}, {@code read} and {@code read.plugin} (the programs and their backends'
 * descriptors) and {@code write}.
 */
package persistencebench.scaling;
