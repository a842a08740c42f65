/**
 * The read benchmark's orchestration: the bookstore queries measured cold and hot on every registered backend and
 * variant, with proof that every store held the same dataset and every cell gave the same answer.
 *
 * <h2>Flow</h2>
 * {@link persistencebench.read.ReadBenchmark} (settings: {@link persistencebench.read.ReadSettings}) starts the
 * database server and runs a {@link persistencebench.read.ReadRun}: ensure the dataset (generator), check every
 * store the contestants read against the manifest ({@link persistencebench.read.StoreCheck}), record the storages'
 * files ({@link persistencebench.read.StorageFiles}), draw the query parameters from the manifest, then measure the
 * cold and the hot cells ({@link persistencebench.read.ReadRounds}: a fresh JVM per cold sample; hot samples split
 * over forks, rounds interleaved across backends) through a {@link persistencebench.read.TaskExecutor} (normally
 * {@link persistencebench.read.ForkExecutor}), each fork prepared by the
 * {@link persistencebench.read.ForkPreparation} (the variant's server profile, a checkpoint; for cold samples a
 * server restart and an empty OS page cache); combine each cell's parts ({@link persistencebench.read.CellParts}),
 * add its facts ({@link persistencebench.read.CellFacts}), compare every cell of a phase ({@link
 * persistencebench.read.DigestAgreement}), check that reading left the storages' files unchanged, and write the
 * result file with its sanity pairs.
 *
 * <h2>Backends</h2>
 * Plug-ins of {@link persistencebench.read.plugin.ReadBackend}, one package each ({@code microstream}, its
 * generated twin {@code eclipsestore}, {@code jdbc}, {@code hibernate}), listed in {@code META-INF/services}; this
 * package names none of them. The SQL backends share the untimed-pass helpers of {@code sql}. May use
 * {@code harness.*}, the generator's dataset cache ({@code generator.bookstore},
 * {@code generator.bookstore.database}), {@code model.*} and the read sub-packages {@code read.plugin},
 * {@code read.fork} and {@code read.concurrent}.
 */
package persistencebench.read;
