package persistencebench.read.sql;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import persistencebench.harness.sql.SqlResources;

/**
 * Watches the SQL a backend issues during an untimed verification pass, through a wrapped connection ({@link #wrap}):
 * counts every {@code execute…} call of its statements ({@code executeQuery}, {@code executeUpdate},
 * {@code executeBatch}, …; connection validation is not a statement), and when made {@link #explaining} also has the
 * database explain the first prepared queries with the parameters they bound (the dialect's {@code explain.sql}), on
 * the same connection, just before each runs. Never used while a sample is timed.
 */
public final class StatementRecorder {
    /** Plans kept by an explaining recorder: every statement of one foreigners query (at most four: purchases, items, books, authors). */
    private static final int PLANS_KEPT = 4;
    /** An array literal of more than a few values in a plan: the keys a batch statement bound. */
    private static final Pattern LONG_ARRAY = Pattern.compile("'\\{((?:[^,}']*,){8,}[^,}']*)}'");
    private static final int ARRAY_VALUES_SHOWN = 5;

    private final SqlResources sql;
    private final int maxPlans;
    private final List<String> plans = new ArrayList<>();
    private long executed;
    private long unexplained;

    private StatementRecorder(SqlResources sql, int maxPlans) {
        this.sql = sql;
        this.maxPlans = maxPlans;
    }

    /** A recorder that only counts statements. */
    public static StatementRecorder counting() {
        return new StatementRecorder(null, 0);
    }

    /** A recorder that counts statements and explains the first prepared queries (four) in {@code dialect}. */
    public static StatementRecorder explaining(String dialect) {
        return new StatementRecorder(SqlResources.of(StatementRecorder.class, "persistencebench/read/sql", dialect), PLANS_KEPT);
    }

    /** Statements executed through wrapped connections so far. */
    public synchronized long executed() {
        return executed;
    }

    /** The plans explained so far, in execution order, plus a last entry counting the queries left unexplained. */
    public synchronized List<String> plans() {
        List<String> all = new ArrayList<>(plans);
        if (unexplained > 0) {
            all.add("(" + unexplained + " more queries of the pass were not explained)");
        }
        return all;
    }

    /** {@code connection}, with every statement it creates watched by this recorder. */
    public Connection wrap(Connection connection) {
        InvocationHandler handler = (proxy, method, args) -> {
            Object result = invoke(connection, method, args);
            if (result instanceof Statement statement) {
                String text = method.getName().startsWith("prepare") && args != null && args[0] instanceof String s ? s : null;
                return watch(connection, statement, text);
            }
            return result;
        };
        return (Connection) Proxy.newProxyInstance(StatementRecorder.class.getClassLoader(), new Class<?>[] {Connection.class}, handler);
    }

    /**
     * {@code statement}, watched: its executions counted and explained, with the parameters bound at the time, the last
     * value per parameter index, as the statement itself keeps them from one execution to the next (a statement reused
     * across queries rebinds them; an earlier query's value, such as an array freed since, is never replayed).
     */
    private Statement watch(Connection connection, Statement statement, String text) {
        Map<Integer, Binding> bound = new TreeMap<>();
        InvocationHandler handler = (proxy, method, args) -> {
            String name = method.getName();
            if (name.startsWith("execute")) {
                boolean prepared = text != null && (args == null || args.length == 0);
                executedOne(connection, prepared ? text : null, bound.values());
            } else if (method.getDeclaringClass() == PreparedStatement.class && name.startsWith("set")) {
                bound.put((Integer) args[0], new Binding(method, args));
            } else if (name.equals("clearParameters")) {
                bound.clear();
            }
            return invoke(statement, method, args);
        };
        Class<?> type = statement instanceof CallableStatement ? CallableStatement.class
                : statement instanceof PreparedStatement ? PreparedStatement.class : Statement.class;
        return (Statement) Proxy.newProxyInstance(StatementRecorder.class.getClassLoader(), new Class<?>[] {type}, handler);
    }

    /** Counts one execution and, while plans are wanted, explains it if it is a prepared query ({@code text} not null). */
    private synchronized void executedOne(Connection connection, String text, Collection<Binding> bound)
            throws SQLException, ReflectiveOperationException {
        executed++;
        if (sql == null || text == null) {
            return;
        }
        if (plans.size() >= maxPlans) {
            unexplained++;
            return;
        }
        try (PreparedStatement explain = connection.prepareStatement(sql.get("explain").replace("{statement}", text))) {
            for (Binding binding : bound) {
                binding.setter().invoke(explain, binding.args());
            }
            StringJoiner plan = new StringJoiner("\n");
            try (ResultSet rows = explain.executeQuery()) {
                // the plan line is the last column: PostgreSQL's and H2's only one, SQLite's step description after its ids
                int line = rows.getMetaData().getColumnCount();
                while (rows.next()) {
                    plan.add(rows.getString(line));
                }
            }
            plans.add(shortened(plan.toString()));
        }
    }

    /** The plan with each long array literal of bound keys cut to its first values and its length, so it stays readable. */
    static String shortened(String plan) {
        Matcher arrays = LONG_ARRAY.matcher(plan);
        StringBuilder out = new StringBuilder();
        while (arrays.find()) {
            String[] values = arrays.group(1).split(",");
            String head = String.join(",", Arrays.asList(values).subList(0, ARRAY_VALUES_SHOWN));
            arrays.appendReplacement(out, Matcher.quoteReplacement("'{" + head + ",... " + values.length + " values}'"));
        }
        arrays.appendTail(out);
        return out.toString();
    }

    /** One parameter's value as bound: the setter called and its arguments (the index first). */
    private record Binding(Method setter, Object[] args) {
    }

    private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
