package persistencebench.write.plugin;

import java.util.Set;
import java.util.function.Function;

/**
 * The strategy a write variant selects: which shape its loader stores (so the orchestrator knows the proof to
 * compute) and how to create the loader in the forked JVM that measures it.
 */
public interface LoaderFactory {

    /** The shape the loader stores; {@link TripShape#NONE} for a load-only baseline. */
    TripShape shape();

    /** A loader for one cell. Opens nothing: everything a timed part uses is opened by {@link TripLoader#open()}. */
    TripLoader create(LoaderContext context);

    /**
     * Whether the loader can store into a database of {@code engine} (e.g. a driver flag that only pgJDBC has);
     * the plan measures a database backend's variant only on the databases it runs on. Every engine by default.
     */
    default boolean runsOn(String engine) {
        return true;
    }

    /** A factory of loaders that store {@code shape}. */
    static LoaderFactory of(TripShape shape, Function<LoaderContext, TripLoader> create) {
        return new LoaderFactory() {
            @Override
            public TripShape shape() {
                return shape;
            }

            @Override
            public TripLoader create(LoaderContext context) {
                return create.apply(context);
            }
        };
    }

    /** A factory of loaders that store {@code shape} into databases of the given {@code engines} only. */
    static LoaderFactory on(Set<String> engines, TripShape shape, Function<LoaderContext, TripLoader> create) {
        LoaderFactory any = of(shape, create);
        return new LoaderFactory() {
            @Override
            public TripShape shape() {
                return shape;
            }

            @Override
            public TripLoader create(LoaderContext context) {
                return any.create(context);
            }

            @Override
            public boolean runsOn(String engine) {
                return engines.contains(engine);
            }
        };
    }
}
