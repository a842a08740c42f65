package persistencebench.harness.resultformat;

/**
 * A field of a result file at one level: its JSON name ({@link #key()}) and what it means ({@link #meaning()}, one line;
 * {@code docs/result-files.md} says the rest).
 */
public sealed interface ResultField permits TopField, EnvironmentField, DatasetField, StoreFactField, QuietnessField, CellField, ScalingField,
        CsvColumn {

    /** The field's name in the JSON. */
    String key();

    /** What the field holds, in one line. */
    String meaning();
}
