package persistencebench.whitepaper.document;

import org.asciidoctor.Asciidoctor;
import org.asciidoctor.Options;
import org.asciidoctor.SafeMode;
import org.asciidoctor.log.LogHandler;
import org.asciidoctor.log.LogRecord;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders the AsciiDoc source to HTML and PDF with AsciidoctorJ. Starting JRuby takes seconds, so
 * one instance renders both. Asciidoctor's own warnings (e.g. a missing image) are collected rather
 * than lost on stderr, so the caller can report them.
 */
public final class AsciidocRenderer implements AutoCloseable {

    private final Asciidoctor asciidoctor;
    private final List<String> warnings = new ArrayList<>();
    private final LogHandler logHandler = this::log;

    public AsciidocRenderer() {
        asciidoctor = Asciidoctor.Factory.create();
        asciidoctor.registerLogHandler(logHandler);
    }

    /** Renders {@code adoc} to a standalone HTML file beside it and returns that file. */
    public Path html(Path adoc) {
        return convert(adoc, "html5", ".html");
    }

    /** Renders {@code adoc} to a PDF file beside it (asciidoctor-pdf) and returns that file. */
    public Path pdf(Path adoc) {
        return convert(adoc, "pdf", ".pdf");
    }

    /** Warnings Asciidoctor logged so far, one line each. */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    private Path convert(Path adoc, String backend, String extension) {
        String name = adoc.getFileName().toString().replaceFirst("\\.adoc$", "") + extension;
        Path target = adoc.resolveSibling(name);
        asciidoctor.convertFile(adoc.toFile(), Options.builder()
                .backend(backend)
                .safe(SafeMode.UNSAFE)
                .standalone(true)
                .baseDir(adoc.toAbsolutePath().getParent().toFile())
                .toFile(target.toFile())
                .build());
        if (!Files.isRegularFile(target)) {
            throw new IllegalStateException("Asciidoctor (" + backend + ") did not write " + target);
        }
        return target;
    }

    private void log(LogRecord record) {
        String where = record.getCursor() == null ? "" : " (line " + record.getCursor().getLineNumber() + ")";
        warnings.add("asciidoctor " + record.getSeverity() + where + ": " + record.getMessage());
    }

    @Override
    public void close() {
        asciidoctor.unregisterLogHandler(logHandler);
        asciidoctor.close();
    }
}
