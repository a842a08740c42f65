package persistencebench.write.plugin;

import persistencebench.model.taxi.Trip;

/** Receives trips from a {@link TripSource}; may throw the backend's checked exceptions (e.g. SQLException). */
@FunctionalInterface
public interface TripConsumer {
    void accept(Trip trip) throws Exception;
}
