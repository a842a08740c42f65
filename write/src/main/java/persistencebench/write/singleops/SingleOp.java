package persistencebench.write.singleops;

import persistencebench.model.taxi.Trip;

/**
 * One operation of the plan.
 *
 * @param kind       what it does
 * @param id         the trip id it acts on
 * @param trip       the new trip of an insert, else null
 * @param fareAmount the new fare of an update, else 0
 */
public record SingleOp(Kind kind, long id, Trip trip, double fareAmount) {

    /** The operation kinds, each with its latency histogram. */
    public enum Kind {
        INSERT("insert"), READ("read"), UPDATE("update"), DELETE("delete");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        /** The kind's name in result files. */
        public String key() {
            return key;
        }
    }

    static SingleOp insert(long id, Trip trip) {
        return new SingleOp(Kind.INSERT, id, trip, 0);
    }

    static SingleOp read(long id) {
        return new SingleOp(Kind.READ, id, null, 0);
    }

    static SingleOp update(long id, double fareAmount) {
        return new SingleOp(Kind.UPDATE, id, null, fareAmount);
    }

    static SingleOp delete(long id) {
        return new SingleOp(Kind.DELETE, id, null, 0);
    }
}
