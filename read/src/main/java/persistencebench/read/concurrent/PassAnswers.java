package persistencebench.read.concurrent;

import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;

/** The proof of one pass's answers: every operation answered, every answer fully loaded; their digest in operation order. */
final class PassAnswers {

    /** Why a pass's answers fail their proof; the message says how, without saying which pass. */
    static final class Unproven extends Exception {
        Unproven(String message) {
            super(message);
        }
    }

    private PassAnswers() {
    }

    /** The digest of {@code answers}, one per argument of {@code arguments} in their order. */
    static ResultDigest digest(ConcurrentQuery query, QueryParameters parameters, long[] arguments, Object[] answers) throws Unproven {
        for (int i = 0; i < arguments.length; i++) {
            if (query.empty(answers[i])) {
                throw new Unproven("operation " + (i + 1) + " (argument " + arguments[i] + ") returned no " + query.rowName()
                        + ", but every operation must: its argument comes from the dataset manifest");
            }
        }
        try {
            return query.digest(parameters, arguments, answers);
        } catch (RuntimeException e) {
            throw new Unproven("the answers were not fully loaded when the operations returned: " + e);
        }
    }
}
