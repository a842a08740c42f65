package persistencebench.harness.measure;

/** An iteration produced a wrong outcome (missing rows, checksum or digest mismatch); the cell fails. */
public final class VerificationException extends Exception {
    private static final long serialVersionUID = 1L;

    public VerificationException(String message) {
        super(message);
    }
}
