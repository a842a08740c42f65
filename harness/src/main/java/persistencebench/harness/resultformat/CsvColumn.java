package persistencebench.harness.resultformat;

import java.util.Optional;

/**
 * The columns of the flat CSV table beside every result file ({@code docs/result-files.md}, "The CSV table"): one row
 * per cell, in this order, each column a cell field copied as it is ({@link #source()}) or one of four derived from the
 * file: which program measured the cell, its headline figure (the field {@code ciOf} names) and the two bounds of
 * {@code ci95}. A field the cell does not have, or a list or object, is an empty value.
 */
public enum CsvColumn implements ResultField {
    KIND("kind", "which program measured the cell: the file's benchmark, write or read", null),
    ID(CellField.ID),
    BACKEND(CellField.BACKEND),
    VARIANT(CellField.VARIANT),
    DATABASE(CellField.DATABASE),
    PHASE(CellField.PHASE),
    TEMPERATURE(CellField.TEMPERATURE),
    THREADS(CellField.THREADS),
    CONNECTION_MODE(CellField.CONNECTION_MODE),
    QUERY(CellField.QUERY),
    OK(CellField.OK),
    SKIPPED(CellField.SKIPPED),
    FAILURE(CellField.FAILURE),
    DURABILITY(CellField.DURABILITY),
    FORKS(CellField.FORKS),
    CI_UNITS(CellField.CI_UNITS),
    CI_OF(CellField.CI_OF),
    HEADLINE("headline", "the cell's headline figure, the field ciOf names: milliseconds per sample, or operations per second", null),
    CI_LOW("ciLow", "the lower bound of ci95, in the headline's unit", null),
    CI_HIGH("ciHigh", "the upper bound of ci95, in the headline's unit", null),
    MEDIAN_MILLIS(CellField.MEDIAN_MILLIS),
    ROWS_PER_SECOND(CellField.ROWS_PER_SECOND),
    OPS_PER_SECOND(CellField.OPS_PER_SECOND),
    CPU_MILLIS(CellField.CPU_MILLIS),
    SERVER_CPU_MILLIS(CellField.SERVER_CPU_MILLIS),
    LIVE_HEAP_BYTES(CellField.LIVE_HEAP_BYTES),
    RESIDENT_BYTES(CellField.RESIDENT_BYTES),
    SERVER_RESIDENT_BYTES(CellField.SERVER_RESIDENT_BYTES),
    DISK_BYTES(CellField.DISK_BYTES),
    STEADY_STATE(CellField.STEADY_STATE);

    private final String key;
    private final String meaning;
    private final CellField source;

    CsvColumn(CellField source) {
        this(source.key(), source.meaning(), source);
    }

    CsvColumn(String key, String meaning, CellField source) {
        this.key = key;
        this.meaning = meaning;
        this.source = source;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String meaning() {
        return meaning;
    }

    /** The cell field the column copies; empty for the four columns derived from the file. */
    public Optional<CellField> source() {
        return Optional.ofNullable(source);
    }
}
