/**
 * The bookstore in EclipseStore 2.1: the same root shape, writer and opener as the MicroStream package, with
 * EclipseStore's types ({@code org.eclipse.serializer.reference.Lazy}).
 */
package persistencebench.generator.bookstore.eclipsestore;
