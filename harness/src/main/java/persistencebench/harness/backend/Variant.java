package persistencebench.harness.backend;

import java.util.List;
import java.util.Objects;
import persistencebench.harness.db.DatabaseServer;

/**
 * One configuration of a backend, in both benchmark cases: a name, what it stands for, the JVM flags of the
 * fork that measures it, and the strategy it selects (a loader factory in the write case, a query-service
 * factory in the read case). Code never branches on a variant's name; the variant carries what differs.
 *
 * @param name        the name in settings and cells, e.g. {@code paper}
 * @param kind        paper, tuned, or an intermediate step
 * @param description one sentence a reader of the white paper needs, e.g. "batches of 1,000 with one commit"
 * @param jvmFlags    flags of the forked JVM (heap size above all)
 * @param strategy      what the variant selects; its class is the code the cell runs
 * @param serverProfile the database server profile its cells run on ({@code study} or {@code tuned}, see
 *                      {@link persistencebench.harness.db.DatabaseServer#useProfile}); ignored by backends without a server
 * @param <S>           the case's strategy type
 */
public record Variant<S>(String name, VariantKind kind, String description, List<String> jvmFlags, S strategy,
                         String serverProfile) {

    public Variant {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(serverProfile, "serverProfile");
        jvmFlags = List.copyOf(jvmFlags);
    }

    /** A variant on the server profile its kind implies: the expert's ({@code tuned}) for tuned variants, the study's otherwise. */
    public Variant(String name, VariantKind kind, String description, List<String> jvmFlags, S strategy) {
        this(name, kind, description, jvmFlags, strategy,
                kind == VariantKind.TUNED ? DatabaseServer.TUNED_PROFILE : DatabaseServer.STUDY_PROFILE);
    }
}
