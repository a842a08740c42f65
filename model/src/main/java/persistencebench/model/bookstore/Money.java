package persistencebench.model.bookstore;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/** Money amounts are {@link BigDecimal}s with exactly two decimals, so every backend stores and digests the same value. */
final class Money {
    static final int SCALE = 2;

    private Money() {
    }

    /**
     * Returns {@code amount} with scale 2 (the same instance when it already has it, so shared prices stay shared).
     *
     * @throws IllegalArgumentException if {@code amount} is negative or has more than two significant decimals
     */
    static BigDecimal requireCents(BigDecimal amount, String what) {
        Objects.requireNonNull(amount, what);
        if (amount.signum() < 0) {
            throw new IllegalArgumentException(what + " must not be negative, got " + amount);
        }
        try {
            return amount.setScale(SCALE, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(what + " must have at most two decimals, got " + amount, e);
        }
    }
}
