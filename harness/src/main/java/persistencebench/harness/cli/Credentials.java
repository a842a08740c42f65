package persistencebench.harness.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hides the credentials a connection string may carry before it is shown anywhere (result files, the white paper, the
 * console, error messages). The forms covered are the ones the drivers document: a password in the authority
 * ({@code mongodb://user:secret@host}), a password-like parameter in the query or after a semicolon
 * ({@code ?password=secret}, {@code ;password=secret}) and MariaDB's address form ({@code (password=secret)}).
 * <p>
 * A driver need not echo a connection string whole: MariaDB's reads {@code jdbc:mariadb://root:PW@host:1/} as host
 * {@code root} and port {@code PW@host:1} and says so. So the run also {@linkplain #remember remembers} every secret it
 * was given (the settings do, as they parse), and {@link #scrub} hides each one wherever it stands.
 */
public final class Credentials {
    /** What a hidden value is shown as. */
    public static final String MASK = "****";

    /**
     * {@code scheme://user:password@host}: the password in the authority, up to the {@code @} that the host follows (a
     * host holds no {@code @} or {@code /}), so a password may hold either unencoded, as drivers accept it; one holding a
     * {@code /} holds no {@code ?} or {@code #}, so a URL without a login whose query holds an {@code @} keeps its path.
     */
    private static final Pattern AUTHORITY = Pattern.compile("(//[^/@:\\s]*:)([^\\s?#]*|[^\\s/]*)(@)(?=[^@/\\s]*(?:[/?#\\s]|$))");
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

    /** The secrets this JVM was given; a fork is handed its parent's ({@code harness.fork}'s {@code JvmFork}). */
    private static final Set<String> REMEMBERED = ConcurrentHashMap.newKeySet();

    private Credentials() {
    }

    /** Has {@link #scrub} hide {@code secret} from now on; null or blank is ignored. */
    public static void remember(String secret) {
        if (secret != null && !secret.isBlank() && !secret.equals(MASK)) {
            REMEMBERED.add(secret);
        }
    }

    /** Every secret {@linkplain #remember remembered}, for handing them to a forked JVM. */
    public static Set<String> remembered() {
        return Set.copyOf(REMEMBERED);
    }

    /**
     * Has {@link #scrub} hide the password a login to a server the user runs was given, unless it is the user's own name
     * (the servers' defaults, such as postgres/postgres): hiding it would only garble the user's name and every word
     * holding it.
     */
    public static void rememberPassword(String user, String password) {
        if (password != null && !password.equals(user)) {
            remember(password);
        }
    }

    /** The secrets {@link #mask} hides in {@code url}, but a password that is the user's own name, as {@link #rememberPassword}. */
    public static List<String> secretsIn(String url) {
        List<String> secrets = new ArrayList<>();
        Matcher authority = AUTHORITY.matcher(url);
        while (authority.find()) {
            String user = authority.group(1).substring(2, authority.group(1).length() - 1);
            if (!authority.group(2).equals(user)) {
                secrets.add(authority.group(2));
            }
        }
        for (Pattern parameter : PARAMETERS) {
            Matcher matcher = parameter.matcher(url);
            while (matcher.find()) {
                secrets.add(matcher.group(2));
            }
        }
        return secrets;
    }

    /**
     * {@code text} with every {@linkplain #remember remembered} secret and any connection string's credentials replaced
     * by {@link #MASK}: what every message the program shows or records passes through. Null stays null.
     */
    public static String scrub(String text) {
        if (text == null) {
            return null;
        }
        String scrubbed = text;
        // the longest first, so a secret holding another is hidden whole
        for (String secret : REMEMBERED.stream().sorted(Comparator.comparingInt(String::length).reversed()).toList()) {
            scrubbed = scrubbed.replace(secret, MASK);
        }
        return mask(scrubbed);
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
}
