package persistencebench.generator.bookstore;

/** What a store's completeness marker records ({@link DatasetManifest}): the dataset it holds and how it was built. */
public record StoreManifest(BookstoreSummary summary, StoreBuild build) {
}
