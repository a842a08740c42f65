package persistencebench.harness.cli;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hides the credentials a connection string may carry before it is shown anywhere (result files, the white paper, the
 * console, error messages). The forms covered are the ones the drivers document: a password in the authority
 * ({@code mongodb://user:secret@host}), a password-like parameter in the query or after a semicolon
 * ({@code ?password=secret}, {@code ;password=secret}) and MariaDB's address form ({@code (password=secret)}).
 */
public final class Credentials {
    /** What a hidden value is shown as. */
    public static final String MASK = "****";

    /**
     * {@code scheme://user:password@}: the password in the authority, up to its last {@code @} before the path, as the
     * MongoDB driver reads it (over-masking a query's {@code @} is harmless).
     */
    private static final Pattern AUTHORITY = Pattern.compile("(//[^/@:\\s]*:)([^/\\r\\n]*)(@)");
    /** A parameter name that says it holds a secret: it ends in one of these words ({@code trustStorePassword}, {@code pwd}). */
    private static final String SECRET_NAME = "[a-z0-9_.-]*(?:password|passwd|pwd|secret|token)";
    /**
     * Each separator style ends its value at its own separator only, so a secret holding another one is hidden whole; and
     * at the end of its line, so a connection string inside a longer text (a stack trace) hides only its own secret.
     */
    private static final List<Pattern> PARAMETERS = List.of(
            Pattern.compile("(?i)([?&]" + SECRET_NAME + "=)([^&#\\r\\n]*)"),
            Pattern.compile("(?i)(;" + SECRET_NAME + "=)([^;\\r\\n]*)"),
            Pattern.compile("(?i)(\\(" + SECRET_NAME + "=)([^)\\r\\n]*)"),
            Pattern.compile("(?i)(AWS_SESSION_TOKEN:)([^,&\\r\\n]*)"));

    private Credentials() {
    }

    /** {@code url} with every password and secret parameter replaced by {@link #MASK}; null stays null. */
    public static String mask(String url) {
        if (url == null) {
            return null;
        }
        String masked = AUTHORITY.matcher(url).replaceAll("$1" + Matcher.quoteReplacement(MASK) + "$3");
        for (Pattern parameter : PARAMETERS) {
            masked = parameter.matcher(masked).replaceAll("$1" + Matcher.quoteReplacement(MASK));
        }
        return masked;
    }

    /**
     * A driver's message, which may echo what it was given, with {@code password} replaced by {@link #MASK} and any
     * connection string in it {@linkplain #mask masked}. A password that is empty or the user's own name (the embedded
     * servers' defaults) is left alone: hiding it would only garble the user and database names in the message.
     */
    public static String scrubbed(String message, String user, String password) {
        if (message == null) {
            return null;
        }
        boolean hideable = password != null && !password.isEmpty() && !password.equals(user);
        return mask(hideable ? message.replace(password, MASK) : message);
    }
}
