package persistencebench.write.plugin;

import persistencebench.generator.taxi.TripReadReport;

/** The parsed trips of one read of the CSV, pushed to a loader. Each source is read exactly once. */
@FunctionalInterface
public interface TripSource {

    /**
     * Delivers every trip, in file order and on the calling thread, to {@code consumer}; an exception the
     * consumer throws stops the read and is rethrown unchanged.
     *
     * @return what the read saw: trips delivered, malformed rows skipped
     */
    TripReadReport forEach(TripConsumer consumer) throws Exception;
}
