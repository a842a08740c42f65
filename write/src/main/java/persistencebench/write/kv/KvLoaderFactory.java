package persistencebench.write.kv;

import java.util.function.Function;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripShape;

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
