package persistencebench.harness.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class of the full tier only: it starts a database server, forks JVMs, runs a benchmark program end to end or
 * takes more than about half a second for another reason. {@code ./mvnw test -Pfast} leaves such classes out to give a
 * developer feedback in about a minute; {@code ./mvnw verify} (CI) runs everything.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(Slow.TAG)
public @interface Slow {
    /** The JUnit tag the {@code fast} profile excludes (the root pom's {@code test.excludedGroups}). */
    String TAG = "slow";
}
