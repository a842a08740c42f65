package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class AsciiRowBufferTest {

    @Test
    void formatsTimestampsLikeDateTimeFormatter() {
        DateTimeFormatter tlc = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
        SplitMix64Random random = new SplitMix64Random(1);
        long from = LocalDateTime.of(1999, 1, 1, 0, 0).toEpochSecond(ZoneOffset.UTC);
        long to = LocalDateTime.of(2101, 1, 1, 0, 0).toEpochSecond(ZoneOffset.UTC);
        for (int i = 0; i < 20_000; i++) {
            long second = from + (long) (random.nextDouble() * (to - from));
            assertThat(format(b -> b.putTimestamp(second)))
                    .isEqualTo(LocalDateTime.ofEpochSecond(second, 0, ZoneOffset.UTC).format(tlc));
        }
        assertThat(format(b -> b.putTimestamp(LocalDateTime.of(2024, 2, 29, 23, 59, 59).toEpochSecond(ZoneOffset.UTC))))
                .isEqualTo("2024-02-29 23:59:59");
    }

    @Test
    void formatsAmountsDistancesAndIntegersLikeTlcVendors() {
        assertThat(format(b -> b.putAmount(800))).isEqualTo("8");
        assertThat(format(b -> b.putAmount(50))).isEqualTo("0.5");
        assertThat(format(b -> b.putAmount(1180))).isEqualTo("11.8");
        assertThat(format(b -> b.putAmount(5195))).isEqualTo("51.95");
        assertThat(format(b -> b.putAmount(-450))).isEqualTo("-4.5");
        assertThat(format(b -> b.putAmount(-5))).isEqualTo("-0.05");
        assertThat(format(b -> b.putAmount(0))).isEqualTo("0");
        assertThat(format(b -> b.putDistance(20))).isEqualTo(".20");
        assertThat(format(b -> b.putDistance(0))).isEqualTo(".00");
        assertThat(format(b -> b.putDistance(1470))).isEqualTo("14.70");
        assertThat(format(b -> b.putInt(265))).isEqualTo("265");
        assertThat(format(b -> b.putInt(-12))).isEqualTo("-12");
    }

    private static String format(Consumer<AsciiRowBuffer> writer) {
        AsciiRowBuffer buffer = new AsciiRowBuffer(4);
        buffer.reserve(SyntheticTripRows.MAX_ROW_BYTES);
        writer.accept(buffer);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            buffer.writeTo(out);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString(StandardCharsets.US_ASCII);
    }
}
