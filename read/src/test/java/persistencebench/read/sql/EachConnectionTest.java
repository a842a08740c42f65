package persistencebench.read.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The per-connection work runs on every connection, each in its own thread at the same time, and a failure reaches the caller. */
class EachConnectionTest {
    private final List<Connection> connections = List.of(connection(), connection(), connection());

    @Test
    void runsOnEveryConnectionAtOnce() {
        // each run waits until all have started: run one after another, the first would wait for the others in vain
        CyclicBarrier allStarted = new CyclicBarrier(connections.size());
        Set<Connection> reached = ConcurrentHashMap.newKeySet();
        EachConnection.run(connections, connection -> {
            try {
                allStarted.await(1, TimeUnit.MINUTES);
            } catch (Exception e) {
                throw new IllegalStateException("not all connections' work started together", e);
            }
            reached.add(connection);
        });
        assertThat(reached).containsExactlyInAnyOrderElementsOf(connections);
    }

    @Test
    void aFailureOnOneConnectionReachesTheCaller() {
        assertThatThrownBy(() -> EachConnection.run(connections, connection -> {
            if (connection == connections.get(1)) {
                throw new IllegalStateException("the second connection failed");
            }
        })).isInstanceOf(IllegalStateException.class).hasMessage("the second connection failed");
    }

    @Test
    void aCheckedExceptionThrownPastTheCompilerIsNotLost() {
        assertThatThrownBy(() -> EachConnection.run(connections, connection -> {
            if (connection == connections.get(2)) {
                EachConnectionTest.<RuntimeException>sneaky(new java.sql.SQLException("the third connection broke"));
            }
        })).isInstanceOf(IllegalStateException.class).hasRootCauseMessage("the third connection broke");
    }

    /** Throws {@code checked} without declaring it, as a proxy or a rethrowing library may. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneaky(Throwable checked) throws T {
        throw (T) checked;
    }

    private static Connection connection() {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> method.getName().equals("hashCode") ? System.identityHashCode(proxy)
                        : method.getName().equals("equals") ? proxy == args[0] : null);
    }
}
