package persistencebench.whitepaper.edition;

import persistencebench.harness.result.ResultCsv;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultFileSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * The files of an edition: each run's result file copied in compressed, and the size limit every file of the edition
 * keeps, since the repository holds it.
 */
final class EditionFiles {
    /** Every cell of the edition's runs as one flat table ({@code docs/result-files.md}, "The CSV table"). */
    static final String CSV = "cells" + ResultCsv.EXTENSION;
    /** The largest file an edition may hold: a repository keeps it, and every clone carries it. */
    static final long MAX_FILE_BYTES = 2_000_000;

    private EditionFiles() {
    }

    /** Copies {@code run}'s result file into {@code editionDir} as {@code <name>.gz}; returns the copy. */
    static Path copyCompressed(BenchmarkRun run, Path resultsDir, Path editionDir) throws IOException {
        Path source = resultsDir.resolve(run.sourceName());
        String name = run.sourceName().endsWith(ResultFileSource.COMPRESSED_SUFFIX) ? run.sourceName()
                : run.sourceName() + ResultFileSource.COMPRESSED_SUFFIX;
        Path target = editionDir.resolve(name);
        if (run.sourceName().equals(name)) {
            Files.copy(source, target);
            return target;
        }
        try (InputStream in = Files.newInputStream(source); OutputStream out = new GZIPOutputStream(Files.newOutputStream(target))) {
            in.transferTo(out);
        }
        return target;
    }

    /** Every regular file under {@code editionDir}, in name order. */
    static List<Path> all(Path editionDir) throws IOException {
        try (Stream<Path> files = Files.walk(editionDir)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** One line per file under {@code editionDir} larger than {@link #MAX_FILE_BYTES}; empty when none is. */
    static List<String> oversized(Path editionDir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Path file : all(editionDir)) {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                lines.add(editionDir.relativize(file) + " has " + size + " bytes, more than the " + MAX_FILE_BYTES
                        + " an edition's file may have");
            }
        }
        return lines;
    }
}
