package persistencebench.read;

import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.fork.Temperature;
import persistencebench.read.plugin.QueryPhase;

/**
 * The facts every read cell carries besides its numbers: the run's durability class, the database engine of SQL
 * cells, the dataset store it read ({@code store}, e.g. {@code database-paper}), the class whose code ran the phase
 * ({@code implementation}, for sanity pairs), the variant's recorded backend {@code settings} (e.g. storage
 * housekeeping, batch fetch size), and for cold cells what "cold" meant ({@code coldKind}: {@code full} = fresh JVM and
 * restarted server or reopened storage; {@code jvm-cold} = fresh JVM against a server that could not be restarted). The
 * server profile and the OS cache state come from the rounds. {@code concurrentReads} cells get no
 * {@code implementation}: they have no samples to pair, only throughput and percentiles.
 */
final class CellFacts {
    static final String FULL = "full";
    static final String JVM_COLD = "jvm-cold";

    private final Durability durability;
    private final DatabaseServers servers;

    CellFacts(Durability durability, DatabaseServers servers) {
        this.durability = durability;
        this.servers = servers;
    }

    /** What cold means for {@code contestant}'s cells on its server. */
    String coldKind(Contestant contestant) {
        return contestant.usesDatabase() && !contestant.server(servers).restartable() ? JVM_COLD : FULL;
    }

    CellResult decorate(CellResult cell, Contestant contestant) {
        cell.put(CellField.DURABILITY, durability.label());
        if (contestant.usesDatabase()) {
            cell.put(CellField.DATABASE, contestant.database());
        }
        cell.put(CellField.STORE, contestant.store());
        if (!ConcurrentPlan.PHASE.equals(cell.phase())) {
            cell.put(CellField.IMPLEMENTATION, contestant.strategy().implementation(QueryPhase.ofLabel(cell.phase())));
        }
        if (!contestant.strategy().settings().isEmpty()) {
            cell.put(CellField.SETTINGS, contestant.strategy().settings());
        }
        // a cell whose server stopped during the run was not measured: cold meant nothing for it
        boolean serverStopped = contestant.usesDatabase() && servers.stoppedReason(contestant.database()) != null;
        if (Temperature.COLD.label().equals(cell.temperature()) && !serverStopped) {
            cell.put(CellField.COLD_KIND, coldKind(contestant));
        }
        return cell;
    }
}
