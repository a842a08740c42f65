/**
 * A test-only write backend ({@code testkv}) found through {@code src/test/resources/META-INF/services}, and the tests
 * proving the plug-in path and the pipeline's handling of a crashed fork with it. May use the write package's
 * contract and {@code model.taxi} only, as any outside backend would.
 */
package persistencebench.write.testkv;
