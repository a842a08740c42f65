/**
 * The object-graph read backend. One source for both object-graph engines: one engine's package is generated at
 * build time from the other's (parent pom, {@code eclipsestore-sources}) and compiled against that engine's API, so
 * both answer with identical code; each engine's descriptor is in its hand-written {@code *Identity} class. Each
 * variant reads its own storage of the dataset: the study's shape with the study's queries ({@code paper}), or the
 * tuned shape ({@code tuned}). May use the engine's storage API, the generator's storage roots ({@code
 * generator.bookstore.microstream}), {@code model.*}, {@code harness.backend} and the read plug-in API
 * {@code read.plugin}; its wording stays engine-neutral.
 */
package persistencebench.read.microstream;
