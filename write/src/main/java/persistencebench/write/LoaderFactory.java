package persistencebench.write;

/** Creates the loader of one backend variant (in the forked JVM that measures it). */
@FunctionalInterface
public interface LoaderFactory {
    TripLoader create(LoaderContext context) throws Exception;
}
