package persistencebench.whitepaper.paper;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Loads {@link PaperFigures} from the classpath resource {@code paper-figures.json}. */
public final class PaperFiguresLoader {

    static final String RESOURCE = "/persistencebench/whitepaper/paper-figures.json";

    /** The published figures; fails loudly if the resource is missing or malformed (a packaging bug). */
    public PaperFigures load() {
        try (InputStream in = PaperFiguresLoader.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the whitepaper jar");
            }
            return new ObjectMapper().readValue(in, PaperFigures.class);
        } catch (IOException e) {
            throw new UncheckedIOException("resource " + RESOURCE + " is not valid: " + e.getMessage(), e);
        }
    }
}
