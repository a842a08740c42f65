package persistencebench.write.kv;

import java.util.function.Function;
import persistencebench.write.LoaderContext;
import persistencebench.write.LoaderFactory;
import persistencebench.write.TripLoader;
import persistencebench.write.TripShape;

/**
 * What a key-value variant selects ({@link KvVariants}): the order its keys are put in and the engine its loaders store
 * with, one engine instance per loader.
 *
 * @param order  the variant's key order
 * @param engine a new engine for a cell's context
 */
record KvLoaderFactory(KeyOrder order, Function<LoaderContext, KvEngine> engine) implements LoaderFactory {

    @Override
    public TripShape shape() {
        return TripShape.TRIP;
    }

    @Override
    public TripLoader create(LoaderContext context) {
        return new KvTripLoader(context, order, engine.apply(context));
    }
}
