package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.model.taxi.Trip;
import persistencebench.harness.testing.Slow;

/** Sanity of the generated data, read back through {@link TripCsvReader}. */
@Slow
class TaxiCsvDistributionTest {

    private static final int ROWS = 300_000;

    @TempDir
    static Path dir;

    private static List<Trip> trips;
    private static TripReadReport report;

    @BeforeAll
    static void generateAndRead() throws IOException {
        Path csv = TaxiCsvGenerator.ensure(dir, ROWS, 42, rows -> { });
        trips = new ArrayList<>(ROWS);
        report = new TripCsvReader(csv, BadRowPolicy.FAIL).read(trips::add, rows -> { });
    }

    @Test
    void everyGeneratedRowReadsBack() {
        assertThat(report.rowsRead()).isEqualTo(ROWS);
        assertThat(report.rowsSkipped()).isZero();
        assertThat(trips).hasSize(ROWS);
    }

    @Test
    void pickupsAreInJulyExceptASmallShareAtTheMonthsEdges() {
        long outOfMonth = trips.stream().filter(t -> t.pickup().getMonthValue() != 7).count();
        assertThat(outOfMonth).as("0.01–0.05 %% of %d rows", ROWS).isBetween(ROWS / 10_000L, ROWS * 5 / 10_000L);
        assertThat(trips).filteredOn(t -> t.pickup().getMonthValue() != 7).allSatisfy(t -> assertThat(t.pickup())
                .isBetween(LocalDateTime.of(2021, 6, 20, 0, 0), LocalDateTime.of(2021, 8, 7, 0, 0)));
        assertThat(trips.stream().map(t -> t.pickup().toLocalDate()).filter(d -> d.getMonthValue() == 7).distinct())
                .hasSize(31);
        assertThat(trips).allSatisfy(t -> assertThat(t.dropoff()).isAfterOrEqualTo(t.pickup()));
    }

    @Test
    void pickupsFollowTheDailyRhythm() {
        long evening = trips.stream().filter(t -> t.pickup().getHour() == 18).count();
        long night = trips.stream().filter(t -> t.pickup().getHour() == 4).count();
        assertThat(evening).isGreaterThan(5 * night);
        long independenceDay = trips.stream().filter(t -> t.pickup().toLocalDate().equals(LocalDate.of(2021, 7, 4))).count();
        long nextThursday = trips.stream().filter(t -> t.pickup().toLocalDate().equals(LocalDate.of(2021, 7, 8))).count();
        assertThat(independenceDay).isLessThan(nextThursday);
    }

    @Test
    void faresGrowWithDistanceOnAverage() {
        double[] bounds = {0, 1, 3, 10, 1000};
        double previous = 0;
        for (int i = 0; i < bounds.length - 1; i++) {
            double low = bounds[i];
            double high = bounds[i + 1];
            double meanFare = trips.stream().filter(t -> t.tripDistance() >= low && t.tripDistance() < high)
                    .mapToDouble(Trip::fareAmount).average().orElseThrow();
            assertThat(meanFare).as("mean fare for %s..%s miles", low, high).isGreaterThan(previous);
            previous = meanFare;
        }
    }

    @Test
    void tipsAreMostlyOnCardPayments() {
        assertThat(trips).filteredOn(t -> Objects.equals(t.paymentType(), 2)).allSatisfy(t -> assertThat(t.tipAmount()).isZero());
        long cardTrips = trips.stream().filter(t -> Objects.equals(t.paymentType(), 1)).count();
        long tippedCardTrips = trips.stream().filter(t -> Objects.equals(t.paymentType(), 1) && t.tipAmount() > 0).count();
        assertThat(tippedCardTrips).isGreaterThan(cardTrips * 3 / 4);
        assertThat(cardTrips).isGreaterThan(ROWS / 2);
    }

    @Test
    void aFewPercentOfRowsHaveTheVendorColumnsBlank() {
        List<Trip> blank = trips.stream().filter(t -> t.vendorId() == null).collect(Collectors.toList());
        assertThat(blank.size()).isBetween(ROWS / 50, ROWS / 15);
        assertThat(blank).allSatisfy(t -> assertThat(new Object[] {t.passengerCount(), t.ratecodeId(),
                t.storeAndFwdFlag(), t.paymentType(), t.congestionSurcharge()}).containsOnlyNulls());
        assertThat(trips).filteredOn(t -> t.vendorId() != null)
                .allSatisfy(t -> assertThat(t.paymentType()).isNotNull());
    }

    @Test
    void totalsAreTheExactSumOfTheirPartsAndRefundsAreNegative() {
        assertThat(trips).allSatisfy(t -> assertThat(cents(t.totalAmount())).isEqualTo(cents(t.fareAmount())
                + cents(t.extra()) + cents(t.mtaTax()) + cents(t.tipAmount()) + cents(t.tollsAmount())
                + cents(t.improvementSurcharge()) + (t.congestionSurcharge() == null ? 0 : cents(t.congestionSurcharge()))));
        assertThat(trips.stream().filter(t -> t.totalAmount() < 0).count()).isBetween(ROWS / 1000L, ROWS / 100L);
    }

    private static long cents(double amount) {
        return Math.round(amount * 100);
    }
}
