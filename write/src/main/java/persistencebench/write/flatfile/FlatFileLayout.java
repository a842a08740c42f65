package persistencebench.write.flatfile;

import java.nio.file.Path;
import persistencebench.write.kv.KvWriter;

/** How a flat-file store splits its trips into files. Every layout is read by the same reader. */
public enum FlatFileLayout {
    /** The whole collection in one file ({@code trips.json}), written when the writer closes, in the order the keys came. */
    ONE_FILE {
        @Override
        KvWriter openWriter(FlatFileFormat format, Path directory) {
            return new OneFileWriter(format, directory);
        }
    },
    /** One file per pickup date ({@code 2021-07-05.json}), each streamed as the trips arrive. */
    FILE_PER_DAY {
        @Override
        KvWriter openWriter(FlatFileFormat format, Path directory) {
            return new DayFilesWriter(format, directory);
        }
    };

    abstract KvWriter openWriter(FlatFileFormat format, Path directory);
}
