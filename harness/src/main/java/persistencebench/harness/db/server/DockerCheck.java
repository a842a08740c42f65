package persistencebench.harness.db.server;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testcontainers.DockerClientFactory;
import persistencebench.harness.db.DatabaseUnavailableException;

/**
 * Whether Testcontainers finds a Docker engine, asked before a container is created so that a machine without one
 * fails with one line instead of Testcontainers' log and stack trace. Testcontainers' own probing is logged at
 * {@code off} ({@code simplelogger.properties}): this line replaces it.
 */
public final class DockerCheck {
    /**
     * Testcontainers waits up to its {@code client.ping.timeout} (10 s) per socket that exists but does not answer, and
     * an engine that accepts a connection can still hang its {@code info} call: the check waits this long at most.
     */
    static final Duration LIMIT = Duration.ofSeconds(30);

    /** The first answer, kept: after a failed search Testcontainers never searches again, it only says that it failed before. */
    private static Optional<String> answer;

    private DockerCheck() {
    }

    /**
     * Returns when a Docker engine answers.
     *
     * @param server what the container would run, e.g. {@code PostgreSQL}, for the advice to use the embedded one
     * @throws DatabaseUnavailableException with one line naming the reason and what to do
     */
    static void require(String server) {
        problem().ifPresent(reason -> {
            throw new DatabaseUnavailableException("no Docker engine found for -Ddb.provider=testcontainers (" + reason
                    + "); start Docker or use the default embedded " + server + " (omit -Ddb.provider)", null);
        });
    }

    /** Why no Docker engine can be used, e.g. {@code Testcontainers: Could not find a valid Docker environment}; empty when one answers. */
    public static synchronized Optional<String> problem() {
        if (answer == null) {
            answer = ask();
        }
        return answer;
    }

    private static Optional<String> ask() {
        // DockerClientFactory.client() rather than isDockerAvailable(): the latter only says no, and lets a failure
        // other than "no Docker environment" (such as the resource reaper failing to start) escape as it is.
        FutureTask<Optional<String>> check = new FutureTask<>(() -> {
            try {
                DockerClientFactory.instance().client();
                return Optional.empty();
            } catch (RuntimeException e) {
                return Optional.of("Testcontainers: " + firstSentence(e));
            }
        });
        Thread thread = new Thread(check, "docker-check");
        thread.setDaemon(true);
        thread.start();
        try {
            return check.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            return Optional.of("no answer within " + LIMIT.toSeconds() + " s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while looking for a Docker engine");
        } catch (ExecutionException e) {
            return Optional.of("Testcontainers: " + firstSentence(e.getCause()));
        }
    }

    /** "Could not find a valid Docker environment. Please see logs ..." becomes its first sentence: the logs are off. */
    private static String firstSentence(Throwable e) {
        String message = String.valueOf(e.getMessage()).strip();
        int end = message.indexOf(". ");
        String sentence = (end < 0 ? message : message.substring(0, end)).replace('\n', ' ');
        return sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
    }
}
