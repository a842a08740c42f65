package persistencebench.write.flatfile;

import persistencebench.model.taxi.Trip;

/** A trip as a flat file holds it: with the id it is stored under. */
record TripWithId(long id, Trip trip) {
}
