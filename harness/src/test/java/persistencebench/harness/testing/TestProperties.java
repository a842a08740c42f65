package persistencebench.harness.testing;

import java.util.Properties;

/** System properties for a program's settings in a test, from name-value pairs. */
public final class TestProperties {

    private TestProperties() {
    }

    /** {@code of("size", "small", "forks", "2")}: each name followed by its value. */
    public static Properties of(String... pairs) {
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("names and values come in pairs: " + pairs.length + " strings given");
        }
        Properties properties = new Properties();
        for (int i = 0; i < pairs.length; i += 2) {
            properties.setProperty(pairs[i], pairs[i + 1]);
        }
        return properties;
    }
}
