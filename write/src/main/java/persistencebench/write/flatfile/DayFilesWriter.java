package persistencebench.write.flatfile;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import persistencebench.model.taxi.Trip;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;
import persistencebench.write.kv.TripValueCodec;

/**
 * One file per pickup date ({@code 2021-07-05.json}), each an array of that day's trips streamed as they arrive. A
 * day's generator stays open until the writer closes: pickups are nearly in order, but a TLC file's out-of-month
 * pickups turn up anywhere in it, so any day may still receive a trip, and an array cannot be reopened to append one.
 * The open files are the distinct pickup dates (a month's file: its days plus a few dozen stray dates).
 */
final class DayFilesWriter implements KvWriter {
    /** Bytes of each day file's stream buffer: writes of 64 KiB instead of the generator's 8,000-byte chunks. */
    private static final int BUFFER_BYTES = 1 << 16;

    private final FlatFileFormat format;
    private final Path directory;
    private final Map<LocalDate, JsonGenerator> days = new HashMap<>();

    DayFilesWriter(FlatFileFormat format, Path directory) {
        this.format = format;
        this.directory = directory;
    }

    @Override
    public void put(byte[] key, byte[] value) throws IOException {
        Trip trip = TripValueCodec.decode(value);
        LocalDate day = trip.pickup().toLocalDate();
        JsonGenerator out = days.get(day);
        if (out == null) {
            out = format.openGenerator(format.file(directory, day.toString()), BUFFER_BYTES);
            days.put(day, out);
            out.writeStartArray();
        }
        TripObject.write(out, TripKeys.id(key), trip);
    }

    /** Ends every day's array, then flushes and closes its file; every file is closed even when one fails. */
    @Override
    public void close() throws IOException {
        IOException failure = null;
        for (JsonGenerator out : days.values()) {
            try (out) {
                out.writeEndArray();
            } catch (IOException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        days.clear();
        if (failure != null) {
            throw failure;
        }
    }
}
