package persistencebench.harness.db.server;

import java.security.SecureRandom;
import persistencebench.harness.cli.Credentials;

/**
 * The password of the superuser of a server the benchmark starts itself, new for every start of a run: nobody but the
 * run (and the forks it hands its 0600 task file) knows it, and one that leaks from an old run opens nothing. Letters and
 * digits only, so it needs no quoting in SQL, URLs or option files.
 */
public final class RunPassword {
    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    /** 32 characters of 62: about 190 bits. */
    private static final int LENGTH = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    private RunPassword() {
    }

    /** A new password, {@linkplain Credentials#remember remembered} so that no message of the run shows it. */
    public static String next() {
        StringBuilder password = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            password.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        Credentials.remember(password.toString());
        return password.toString();
    }
}
