package persistencebench.whitepaper.document;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An AsciiDoc template from the classpath with {@code {{name}}} placeholders. Filling fails on a
 * placeholder without a value, so a template and its generator cannot silently drift apart.
 */
final class Template {

    private static final String ROOT = "/persistencebench/whitepaper/template/";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([A-Za-z0-9.]+)}}");

    private final String name;
    private final String text;

    private Template(String name, String text) {
        this.name = name;
        this.text = text;
    }

    /** Loads {@code name} from the template resource folder. */
    static Template load(String name) {
        try (InputStream in = Template.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("template " + ROOT + name + " is missing from the whitepaper jar");
            }
            return new Template(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read template " + name, e);
        }
    }

    /** The template's text as it is, for companion files that have no placeholders. */
    String text() {
        return text;
    }

    /** The template with every placeholder replaced by its value from {@code values}. */
    String fill(Map<String, String> values) {
        Matcher matcher = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String key = matcher.group(1);
            String value = values.get(key);
            if (value == null) {
                throw new IllegalStateException("template " + name + " uses {{" + key
                        + "}} but the generator provides only " + values.keySet());
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
