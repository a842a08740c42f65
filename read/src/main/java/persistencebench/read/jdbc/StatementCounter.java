package persistencebench.read.jdbc;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the SQL statements a JDBC service executes: {@link #wrap} returns a connection whose statements count
 * every {@code execute…} call ({@code executeQuery}, {@code executeUpdate}, {@code executeBatch}, …). Connection
 * validation ({@code isValid}) is not a statement and is not counted. This is the JDBC counterpart of Hibernate's
 * {@code Statistics.getPrepareStatementCount()}.
 */
final class StatementCounter {
    private final AtomicLong executed = new AtomicLong();

    /** Statements executed through wrapped connections so far. */
    long executed() {
        return executed.get();
    }

    Connection wrap(Connection connection) {
        return proxy(Connection.class, connection, false);
    }

    private <T> T proxy(Class<T> type, Object target, boolean countsExecutions) {
        InvocationHandler handler = (proxy, method, args) -> {
            if (countsExecutions && method.getName().startsWith("execute")) {
                executed.incrementAndGet();
            }
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            if (!countsExecutions && result instanceof Statement statement) {
                return proxy(statementType(statement), statement, true);
            }
            return result;
        };
        return type.cast(Proxy.newProxyInstance(StatementCounter.class.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Class<? extends Statement> statementType(Statement statement) {
        if (statement instanceof CallableStatement) {
            return CallableStatement.class;
        }
        return statement instanceof PreparedStatement ? PreparedStatement.class : Statement.class;
    }
}
