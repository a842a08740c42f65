package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OsPageCacheTest {

    @Test
    void syncSucceedsAndADropSaysWhetherItWasPermitted() {
        assertThat(OsPageCache.sync()).isTrue();
        boolean root = "root".equals(System.getProperty("user.name"));
        if (!root) {
            assertThat(OsPageCache.drop()).isFalse();
        } else {
            // As root the drop works on most Linux machines; where /proc/sys is read-only it reports false instead of failing.
            OsPageCache.drop();
        }
    }
}
