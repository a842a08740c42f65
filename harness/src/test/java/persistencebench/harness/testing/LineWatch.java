package persistencebench.harness.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * A program's console that passes every byte on and hands each finished line to a hook, in the thread that printed
 * it: a test plants a fault at a chosen point of a run (between the line a cell prints and its fork) without timing.
 */
public final class LineWatch extends OutputStream {
    private final OutputStream target;
    private final Consumer<String> onLine;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    public LineWatch(OutputStream target, Consumer<String> onLine) {
        this.target = target;
        this.onLine = onLine;
    }

    @Override
    public void write(int b) throws IOException {
        target.write(b);
        if (b == '\n') {
            onLine.accept(line.toString(StandardCharsets.UTF_8));
            line.reset();
        } else {
            line.write(b);
        }
    }
}
