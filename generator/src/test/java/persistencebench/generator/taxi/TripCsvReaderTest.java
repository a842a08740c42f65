package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.model.taxi.Trip;
import persistencebench.harness.testing.Slow;

@Slow
class TripCsvReaderTest {

    private static final String HEADER = TlcColumns.HEADER;
    private static final String ROW_1 = "1,2021-07-01 00:30:10,2021-07-01 00:36:12,1,2.10,1,N,142,43,2,8,3,0.5,0,0,0.3,11.8,2.5";
    private static final String ROW_2 = "2,2021-07-01 00:51:20,2021-07-01 00:52:19,1,.20,1,N,238,151,1,-4.5,0.5,0.5,1.25,0,0.3,-1.95,0";
    private static final String ROW_BLANKS = ",2021-06-30 23:59:00,2021-07-01 00:10:00,,3.00,,,100,200,,12.5,0,0.5,0,6.55,0.3,19.85,";
    private static final String ROW_FLOATS = "2.0,2021-07-02 10:00:00,2021-07-02 10:20:00,1.0,4.5,1.0,Y,50.0,60,1.0,15,0,0.5,3,0,0.3,18.8,2.5";

    @TempDir
    Path dir;

    @Test
    void mapsEveryColumn() throws IOException {
        List<Trip> trips = readAll(file("yellow.csv", HEADER, ROW_1, ROW_2));
        assertThat(trips).containsExactly(
                new Trip(1, LocalDateTime.of(2021, 7, 1, 0, 30, 10), LocalDateTime.of(2021, 7, 1, 0, 36, 12), 1, 2.10, 1,
                        "N", 142, 43, 2, 8, 3, 0.5, 0, 0, 0.3, 11.8, 2.5),
                new Trip(2, LocalDateTime.of(2021, 7, 1, 0, 51, 20), LocalDateTime.of(2021, 7, 1, 0, 52, 19), 1, 0.20, 1,
                        "N", 238, 151, 1, -4.5, 0.5, 0.5, 1.25, 0, 0.3, -1.95, 0.0));
    }

    @Test
    void blankNullableFieldsBecomeNull() throws IOException {
        Trip trip = readAll(file("blanks.csv", HEADER, ROW_BLANKS)).get(0);
        assertThat(new Object[] {trip.vendorId(), trip.passengerCount(), trip.ratecodeId(), trip.storeAndFwdFlag(),
                trip.paymentType(), trip.congestionSurcharge()}).containsOnlyNulls();
        assertThat(trip.pickup()).isEqualTo(LocalDateTime.of(2021, 6, 30, 23, 59));
        assertThat(trip.tollsAmount()).isEqualTo(6.55);
    }

    @Test
    void acceptsIntegralDecimalsInIntegerColumns() throws IOException {
        Trip trip = readAll(file("floats.csv", HEADER, ROW_FLOATS)).get(0);
        assertThat(trip.vendorId()).isEqualTo(2);
        assertThat(trip.passengerCount()).isEqualTo(1);
        assertThat(trip.ratecodeId()).isEqualTo(1);
        assertThat(trip.puLocationId()).isEqualTo(50);
        assertThat(trip.paymentType()).isEqualTo(1);
        assertThat(trip.storeAndFwdFlag()).isEqualTo("Y");
    }

    @Test
    void rejectsAFractionInAnIntegerColumn() {
        Path csv = file("fraction.csv", HEADER, ROW_1.replaceFirst(",1,2\\.10,", ",1.5,2.10,"));
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(csv))
                .withMessage("fraction.csv line 2, column passenger_count: \"1.5\" is not a whole number (expected an integer like 1)");
    }

    @Test
    void decimalsAreTheSameDoublesAsParseDouble() throws IOException {
        String[] values = {".20", "2.10", "-4.5", "8", "0.1", "123456.789", "1234567.123456789", "-0.07", "+3.5"};
        List<String> rows = new ArrayList<>(List.of(HEADER));
        for (String v : values) {
            rows.add(ROW_1.replace(",2.10,", "," + v + ","));
        }
        List<Trip> trips = readAll(file("decimals.csv", rows.toArray(new String[0])));
        for (int i = 0; i < values.length; i++) {
            assertThat(trips.get(i).tripDistance()).as(values[i]).isEqualTo(Double.parseDouble(values[i]));
        }
    }

    @Test
    void crlfAndLfFilesReadTheSame() throws IOException {
        Path lf = file("lf.csv", HEADER, ROW_1, ROW_2, ROW_BLANKS);
        Path crlf = dir.resolve("crlf.csv");
        Files.writeString(crlf, String.join("\r\n", HEADER, ROW_1, ROW_2, ROW_BLANKS) + "\r\n");
        assertThat(readAll(crlf)).hasSize(3).isEqualTo(readAll(lf));
    }

    @Test
    void readsGzipRecognisedByItsMagicBytesNotItsName() throws IOException {
        List<Trip> plain = readAll(file("plain.csv", HEADER, ROW_1, ROW_2));
        Path gzipNamedCsv = dir.resolve("compressed.csv");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipNamedCsv))) {
            out.write((String.join("\r\n", HEADER, ROW_1, ROW_2) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        }
        Path plainNamedGz = dir.resolve("plain.csv.gz");
        Files.copy(dir.resolve("plain.csv"), plainNamedGz);
        assertThat(readAll(gzipNamedCsv)).isEqualTo(plain);
        assertThat(readAll(plainNamedGz)).isEqualTo(plain);
    }

    @Test
    void aCutShortOrCorruptGzipFileStopsNamingTheFileEvenWhenSkipping() throws IOException {
        Path whole = dir.resolve("whole.csv.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(whole))) {
            for (int i = 0; i < 2000; i++) {
                out.write(((i == 0 ? HEADER : i % 2 == 0 ? ROW_1 : ROW_2) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            }
        }
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = Files.write(dir.resolve("cut.csv.gz"), Arrays.copyOf(bytes, bytes.length / 2));
        assertThatExceptionOfType(CorruptTripFileException.class)
                .isThrownBy(() -> new TripCsvReader(cut, BadRowPolicy.SKIP).read(trip -> { }, n -> { }))
                .withMessageStartingWith("cut.csv.gz is not a complete gzip file: unexpected end at byte " + bytes.length / 2)
                .satisfies(e -> assertThat(e.file()).isEqualTo(cut));
        bytes[bytes.length - 8] ^= 0x55; // the CRC-32 of the trailer
        Path corrupt = Files.write(dir.resolve("corrupt.csv.gz"), bytes);
        assertThatExceptionOfType(CorruptTripFileException.class).isThrownBy(() -> readAll(corrupt))
                .withMessageStartingWith("corrupt.csv.gz is not a valid gzip file: ");
    }

    @Test
    void aLastLineWithoutTerminatorAndTrailingEmptyLinesAreFine() throws IOException {
        Path csv = dir.resolve("ends.csv");
        Files.writeString(csv, HEADER + "\n" + ROW_1 + "\n\n" + ROW_2);
        assertThat(readAll(csv)).hasSize(2);
        Files.writeString(csv, HEADER + "\r\n" + ROW_1 + "\r\n\r\n");
        assertThat(readAll(csv)).hasSize(1);
    }

    @Test
    void aBadDateNamesItsLine() {
        Path csv = file("dates.csv", HEADER, ROW_1, ROW_2.replace("2021-07-01 00:51:20", "2021-02-30 00:51:20"));
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(csv))
                .withMessage("dates.csv line 3, column tpep_pickup_datetime: \"2021-02-30 00:51:20\" is not a valid date "
                        + "and time (expected yyyy-MM-dd HH:mm:ss like 2021-07-01 13:45:00)")
                .satisfies(e -> {
                    assertThat(e.line()).isEqualTo(3);
                    assertThat(e.column()).isEqualTo("tpep_pickup_datetime");
                    assertThat(e.value()).isEqualTo("2021-02-30 00:51:20");
                    assertThat(e.file()).isEqualTo(csv);
                });
        Path iso = file("iso.csv", HEADER, ROW_1.replace("2021-07-01 00:36:12", "2021-07-01T00:36:12"));
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(iso))
                .withMessageStartingWith("iso.csv line 2, column tpep_dropoff_datetime: \"2021-07-01T00:36:12\" is not a timestamp");
    }

    @Test
    void failStopsAtANonNumericDistanceAfterDeliveringTheRowsBeforeIt() {
        Path csv = file("yellow.csv", HEADER, ROW_1, ROW_2, ROW_1, ROW_1.replace(",2.10,", ",abc,"), ROW_2);
        List<Trip> delivered = new ArrayList<>();
        assertThatExceptionOfType(MalformedTripRowException.class)
                .isThrownBy(() -> new TripCsvReader(csv, BadRowPolicy.FAIL).read(delivered::add, rows -> { }))
                .withMessage("yellow.csv line 5, column trip_distance: \"abc\" is not a number (expected a decimal like 2.10)");
        assertThat(delivered).hasSize(3);
    }

    @Test
    void skipCountsTheBadRowKeepsItsDescriptionAndContinues() throws IOException {
        Path csv = file("yellow.csv", HEADER, ROW_1, ROW_2, ROW_1, ROW_1.replace(",2.10,", ",abc,"), ROW_2);
        List<Trip> delivered = new ArrayList<>();
        TripReadReport report = new TripCsvReader(csv, BadRowPolicy.SKIP).read(delivered::add, rows -> { });
        assertThat(report.rowsRead()).isEqualTo(4);
        assertThat(report.rowsSkipped()).isEqualTo(1);
        assertThat(report.skippedSamples()).containsExactly(
                "yellow.csv line 5, column trip_distance: \"abc\" is not a number (expected a decimal like 2.10)");
        assertThat(delivered).hasSize(4);
        assertThat(report.file()).isEqualTo(csv);
    }

    @Test
    void skipKeepsTheFirstTenSamplesButCountsAll() throws IOException {
        List<String> rows = new ArrayList<>(List.of(HEADER));
        for (int i = 0; i < 12; i++) {
            rows.add(ROW_1.replace(",142,", ",x" + i + ","));
            rows.add(ROW_2);
        }
        TripReadReport report = new TripCsvReader(file("many.csv", rows.toArray(new String[0])), BadRowPolicy.SKIP)
                .read(trip -> { }, n -> { });
        assertThat(report.rowsRead()).isEqualTo(12);
        assertThat(report.rowsSkipped()).isEqualTo(12);
        assertThat(report.skippedSamples()).hasSize(10)
                .first().isEqualTo("many.csv line 2, column PULocationID: \"x0\" is not a number (expected an integer like 1)");
    }

    @Test
    void aFareNoStoreOrDigestCanHoldIsMalformedAndSkippable() throws IOException {
        String huge = "12345678901234567890123456789012345678901234567";
        Path csv = file("huge.csv", HEADER, ROW_2, ROW_1.replace(",8,3,", "," + huge + ",3,"));
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(csv))
                .withMessageStartingWith("huge.csv line 3, column fare_amount: \"" + huge + "\" is out of range")
                .withMessageContaining("between -10000000 and 10000000");
        TripReadReport report = new TripCsvReader(csv, BadRowPolicy.SKIP).read(trip -> { }, n -> { });
        assertThat(report.rowsRead()).isEqualTo(1);
        assertThat(report.rowsSkipped()).isEqualTo(1);
    }

    @Test
    void aStoreAndFwdFlagOtherThanYNOrBlankIsMalformed() throws IOException {
        Path csv = file("flag.csv", HEADER, ROW_1.replace(",N,", ",maybe,"), ROW_BLANKS, ROW_FLOATS);
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(csv))
                .withMessage("flag.csv line 2, column store_and_fwd_flag: \"maybe\" is not a store_and_fwd_flag (expected Y, N or blank)");
        TripReadReport report = new TripCsvReader(csv, BadRowPolicy.SKIP).read(trip -> { }, n -> { });
        assertThat(report.rowsRead()).as("blank and Y still read").isEqualTo(2);
        assertThat(report.rowsSkipped()).isEqualTo(1);
    }

    @Test
    void codesAndTimestampsOutsideWhatEveryStoreHoldsAreMalformed() {
        Path passengers = file("passengers.csv", HEADER, ROW_1.replace(",1,2.10,", ",128,2.10,"));
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(passengers))
                .withMessage("passengers.csv line 2, column passenger_count: \"128\" is out of range (expected an integer between -128 and 127)");
        Path old = file("old.csv", HEADER, ROW_1.replace("2021-07-01 00:30:10", "0999-07-01 00:30:10"));
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(old))
                .withMessageStartingWith("old.csv line 2, column tpep_pickup_datetime: \"0999-07-01 00:30:10\" is out of range")
                .withMessageContaining("between 1900-01-01 00:00:00 and 9999-12-31 23:59:59");
    }

    @Test
    void aRowWithTheWrongNumberOfColumnsIsMalformed() throws IOException {
        String missing = ROW_1.substring(0, ROW_1.lastIndexOf(','));
        Path csv = file("columns.csv", HEADER, ROW_2, missing);
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(csv))
                .withMessage("columns.csv line 3: \"" + missing + "\" has 17 columns instead of 18 "
                        + "(expected the 18 comma-separated TLC columns VendorID ... congestion_surcharge)")
                .satisfies(e -> assertThat(e.column()).isNull());
        TripReadReport report = new TripCsvReader(file("extra.csv", HEADER, ROW_1 + ",0", ROW_2), BadRowPolicy.SKIP)
                .read(trip -> { }, n -> { });
        assertThat(report.rowsRead()).isEqualTo(1);
        assertThat(report.skippedSamples()).singleElement().asString().contains("line 2: ", "has 19 columns instead of 18");
    }

    @Test
    void aWrongOrMissingHeaderStopsEvenWhenSkipping() {
        Path noHeader = file("noheader.csv", ROW_1, ROW_2);
        assertThatExceptionOfType(MalformedTripRowException.class)
                .isThrownBy(() -> new TripCsvReader(noHeader, BadRowPolicy.SKIP).read(trip -> { }, n -> { }))
                .withMessageStartingWith("noheader.csv line 1: \"1,2021-07-01 00:30:10,")
                .withMessageContaining("is not the TLC yellow-taxi header (expected VendorID,tpep_pickup_datetime,");
        Path empty = file("empty.csv");
        assertThatExceptionOfType(MalformedTripRowException.class).isThrownBy(() -> readAll(empty))
                .withMessageStartingWith("empty.csv line 1: the file is empty (expected the TLC header VendorID,");
    }

    @Test
    void aLineLongerThanAMebibyteStopsEvenWhenSkipping() throws IOException {
        Path csv = dir.resolve("binary.csv");
        Files.writeString(csv, HEADER + "\n" + ROW_1 + "\n" + "x".repeat(LineReader.MAX_LINE_BYTES + 1) + "\n");
        assertThatExceptionOfType(MalformedTripRowException.class)
                .isThrownBy(() -> new TripCsvReader(csv, BadRowPolicy.SKIP).read(trip -> { }, n -> { }))
                .withMessage("binary.csv line 3: the line is longer than 1048576 bytes "
                        + "(expected a TLC yellow-taxi CSV row of about 100 bytes)");
    }

    @Test
    void reportsProgressAndTheCountOfTheDeliveredTrips() throws IOException {
        List<Trip> delivered = new ArrayList<>();
        List<Long> progress = new ArrayList<>();
        TripReadReport report = new TripCsvReader(file("sum.csv", HEADER, ROW_1, ROW_2, ROW_BLANKS), BadRowPolicy.FAIL)
                .read(delivered::add, progress::add);
        assertThat(delivered).hasSize(3);
        assertThat(report.rowsRead()).isEqualTo(3);
        assertThat(progress).containsExactly(3L);
    }

    @Test
    void readsOnceAndStopsItsParserWhenTheSinkFails() throws IOException {
        Path csv = dir.resolve("sinkfails.csv");
        TaxiCsvGenerator.write(csv, 50_000, 3, rows -> { });
        TripCsvReader reader = new TripCsvReader(csv, BadRowPolicy.FAIL);
        assertThatIllegalStateException().isThrownBy(() -> reader.read(trip -> {
            throw new IllegalStateException("store is full");
        }, n -> { })).withMessage("store is full");
        assertThat(Thread.getAllStackTraces().keySet())
                .noneMatch(t -> t.getName().equals("taxi-csv-parser-sinkfails.csv") && t.isAlive());
        assertThatIllegalStateException().isThrownBy(() -> reader.read(trip -> { }, n -> { }))
                .withMessageContaining("reads once");
    }

    @Test
    void aMissingFileSaysWhatWasExpected() {
        Path missing = dir.resolve("missing.csv");
        assertThatExceptionOfType(NoSuchFileException.class).isThrownBy(() -> readAll(missing))
                .withMessageContaining("missing.csv").withMessageContaining("TLC yellow-taxi .csv or .csv.gz");
    }

    @Test
    void parsesBadRowPolicies() {
        assertThat(BadRowPolicy.parse("fail")).isEqualTo(BadRowPolicy.FAIL);
        assertThat(BadRowPolicy.parse(" SKIP ")).isEqualTo(BadRowPolicy.SKIP);
        assertThatIllegalArgumentException().isThrownBy(() -> BadRowPolicy.parse("ignore"))
                .withMessage("Unknown bad-row policy \"ignore\": use \"fail\" (stop at the first malformed CSV row) "
                        + "or \"skip\" (count malformed rows and continue)");
    }

    private Path file(String name, String... lines) {
        Path csv = dir.resolve(name);
        try {
            Files.writeString(csv, lines.length == 0 ? "" : String.join("\n", lines) + "\n");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return csv;
    }

    private static List<Trip> readAll(Path csv) throws IOException {
        List<Trip> trips = new ArrayList<>();
        new TripCsvReader(csv, BadRowPolicy.FAIL).read(trips::add, rows -> { });
        return trips;
    }
}
