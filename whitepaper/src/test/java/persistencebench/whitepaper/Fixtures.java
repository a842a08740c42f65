package persistencebench.whitepaper;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import persistencebench.harness.resultformat.CellIdentity;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The hand-made result files under {@code src/test/resources/fixtures} (clearly fake numbers, marked
 * {@code fixtureNote}): a published write run with a crashed-and-retried cell, and a draft read run with a
 * failed cell and an inconsistent sanity pair; under {@code fixtures/engines} a pair of runs of the SQL backends on
 * several databases; a scaling study's file of three bookstore sizes, three trip
 * counts and a memory wall in one heap, without its steps' own files (a published study whose largest read step
 * failed: its failed point is one that must not be charted); plus helpers to copy them into a results directory,
 * altered. A cell a helper adds or renames gets the {@link #identified id} its fields make.
 */
public final class Fixtures {

    public static final String WRITE = "write-latest.json";
    public static final String READ = "read-latest.json";
    public static final String SCALING = "scaling-latest.json";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Fixtures() {
    }

    /** Copies the named fixtures unchanged into {@code dir}. */
    public static Path copy(Path dir, String... names) {
        for (String name : names) {
            alter(dir, name, json -> { });
        }
        return dir;
    }

    /** Copies both fixtures into {@code dir} and loads them. */
    public static AvailableResults loadBoth(Path dir) {
        return new ResultsLoader().load(copy(dir, WRITE, READ));
    }

    /** Copies both fixtures of the run on several databases into {@code dir} and loads them. */
    public static AvailableResults loadEngines(Path dir) {
        alterEngines(dir, WRITE, json -> { });
        alterEngines(dir, READ, json -> { });
        return new ResultsLoader().load(dir);
    }

    /** Copies fixture {@code name} into {@code dir} after applying {@code change} to its JSON tree. */
    public static Path alter(Path dir, String name, Consumer<ObjectNode> change) {
        return alter("/fixtures/", dir, name, change);
    }

    /**
     * Copies fixture {@code name} of the run on several databases into {@code dir} after applying {@code change}: the SQL
     * backends on PostgreSQL, H2, SQLite and MariaDB; the write run measured all four, the read run's MariaDB server did
     * not start, so its cells are skipped.
     */
    public static Path alterEngines(Path dir, String name, Consumer<ObjectNode> change) {
        return alter("/fixtures/engines/", dir, name, change);
    }

    /** Gives {@code cell} the id its fields make, as the harness writes it. */
    public static ObjectNode identified(ObjectNode cell) {
        return cell.put("id", new CellIdentity(cell.get("backend").asText(), cell.get("variant").asText(), text(cell, "database"),
                cell.get("phase").asText(), text(cell, "temperature"), cell.has("threads") ? cell.get("threads").asInt() : null,
                text(cell, "connectionMode"), text(cell, "query")).id());
    }

    private static String text(ObjectNode cell, String field) {
        return cell.hasNonNull(field) ? cell.get(field).asText() : null;
    }

    private static Path alter(String folder, Path dir, String name, Consumer<ObjectNode> change) {
        try (InputStream in = Fixtures.class.getResourceAsStream(folder + name)) {
            ObjectNode json = (ObjectNode) MAPPER.readTree(in);
            change.accept(json);
            Path file = dir.resolve(name);
            MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), json);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The cell of {@code backend/variant} in {@code phase} (and {@code temperature}, or {@code null} for write). */
    public static ObjectNode cell(ObjectNode json, String backend, String variant, String phase, String temperature) {
        for (JsonNode cell : json.get("results")) {
            if (cell.get("backend").asText().equals(backend) && cell.get("variant").asText().equals(variant)
                    && cell.get("phase").asText().equals(phase)
                    && (temperature == null || temperature.equals(cell.path("temperature").asText()))) {
                return (ObjectNode) cell;
            }
        }
        throw new IllegalArgumentException("no cell " + backend + "/" + variant + " " + phase + " " + temperature);
    }

    /**
     * Adds a backend no code knows: a copy of every tuned cell of {@code template} under {@code name}, with the
     * label, colour and a single variant {@code kv} of kind {@code tuned}.
     */
    private static void addBackend(ObjectNode json, String template, String name, String label, String colour) {
        ObjectNode backend = json.withObjectProperty("backends").putObject(name);
        backend.put("label", label).put("colour", colour).put("order", 35).put("version", "0.1");
        backend.putObject("variants").putObject("kv").put("kind", "tuned").put("description", "a key-value test engine");
        ArrayNode cells = (ArrayNode) json.get("results");
        List<ObjectNode> copies = new ArrayList<>();
        for (JsonNode cell : cells) {
            if (cell.get("backend").asText().equals(template) && cell.get("variant").asText().equals("tuned")) {
                ObjectNode copy = cell.deepCopy();
                identified(copy.put("backend", name).put("variant", "kv"));
                copies.add(copy);
            }
        }
        copies.forEach(cells::add);
    }

    /**
     * Copies both fixtures into {@code dir} with a backend no code knows added to each: {@code testkv},
     * labelled "Test KV", coloured {@code #123456}, a copy of the JDBC tuned cells.
     */
    public static Path withTestKv(Path dir) {
        alter(dir, WRITE, json -> addBackend(json, "jdbc", "testkv", "Test KV", "#123456"));
        alter(dir, READ, json -> addBackend(json, "jdbc", "testkv", "Test KV", "#123456"));
        return dir;
    }

    /** The reason the harness records for a cell whose MongoDB server was not given. */
    public static final String NO_SERVER = "no MongoDB server (set -Dmongo.uri=mongodb://host:port to measure it)";

    /**
     * Copies the write fixture into {@code dir} with a backend whose server the run did not have: {@code mongodb},
     * labelled "MongoDB", its paper and tuned store cells recorded as skipped ({@code ok: false}, {@code skipped}: the
     * reason, no samples) as the harness writes them. The file still says it may be published.
     */
    public static Path withSkippedBackend(Path dir) {
        alter(dir, WRITE, json -> {
            ObjectNode backend = json.withObjectProperty("backends").putObject("mongodb");
            backend.put("label", "MongoDB").put("colour", "#4daf4a").put("order", 74).put("version", "5.14.0");
            backend.putArray("needs").add("mongodb");
            ObjectNode variants = backend.putObject("variants");
            variants.putObject("paper").put("kind", "paper").put("description", "one insertOne per trip");
            variants.putObject("tuned").put("kind", "tuned").put("description", "unordered insertMany batches");
            for (String variant : List.of("paper", "tuned")) {
                identified(((ArrayNode) json.get("results")).addObject().put("backend", "mongodb").put("variant", variant).put("phase", "store")
                        .put("ok", false).put("skipped", NO_SERVER).put("durability", "disk"));
            }
        });
        return dir;
    }

    /** Writes raw text as a result file, for malformed-input tests. */
    public static Path writeRaw(Path dir, String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
