/**
 * Backends as plug-ins: the {@link persistencebench.harness.backend.BackendDescriptor} every result file carries
 * (name, label, colour, order, version source, needs), the {@link persistencebench.harness.backend.Variant} record
 * both cases use, and the {@link java.util.ServiceLoader}-based
 * {@link persistencebench.harness.backend.BackendRegistry}. Names no backend: implementations live in the write and
 * read modules, one package each. May use the JDK, {@code harness.result} and {@code harness.settings} only.
 */
package persistencebench.harness.backend;
