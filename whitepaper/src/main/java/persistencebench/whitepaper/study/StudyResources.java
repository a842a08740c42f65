package persistencebench.whitepaper.study;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Loads the study's data from the white paper's classpath resources. */
public final class StudyResources {

    /** The one data file of the study's figures, shared with the console tables (the harness holds it). */
    static final String PUBLISHED_FIGURES = "/persistencebench/harness/published/study-figures.json";
    static final String DELIBERATE_DIFFERENCES = "/persistencebench/whitepaper/deliberate-differences.json";
    static final String KV_REFERENCE_FIGURES = "/persistencebench/whitepaper/kv-reference-figures.json";
    static final String SQL_REFERENCE_FIGURES = "/persistencebench/whitepaper/sql-reference-figures.json";
    static final String PAGING_REFERENCE_FIGURES = "/persistencebench/whitepaper/paging-reference-figures.json";

    private final ObjectMapper mapper = new ObjectMapper();

    /** The study's published figures; fails loudly if the resource is missing or malformed (a packaging bug). */
    public PublishedFigures publishedFigures() {
        return load(PUBLISHED_FIGURES, PublishedFigures.class);
    }

    /** Our deliberate differences from the study's code, in the resource's order. */
    public DeliberateDifferences deliberateDifferences() {
        return load(DELIBERATE_DIFFERENCES, DeliberateDifferences.class);
    }

    /** The key-value reference's published write figures and flaws. */
    public KvReferenceFigures kvReferenceFigures() {
        return load(KV_REFERENCE_FIGURES, KvReferenceFigures.class);
    }

    /** The SQL references' published figures on the database engines, and their flaws. */
    public SqlReferenceFigures sqlReferenceFigures() {
        return load(SQL_REFERENCE_FIGURES, SqlReferenceFigures.class);
    }

    /** The storage-backends reference's offset and keyset paging figures, and the flaws of its method. */
    public PagingReferenceFigures pagingReferenceFigures() {
        return load(PAGING_REFERENCE_FIGURES, PagingReferenceFigures.class);
    }

    <T> T load(String resource, Class<T> type) {
        try (InputStream in = StudyResources.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource " + resource + " is missing from the whitepaper jar");
            }
            return mapper.readValue(in, type);
        } catch (IOException e) {
            throw new UncheckedIOException("resource " + resource + " is not valid: " + e.getMessage(), e);
        }
    }
}
