/**
 * Settings as typed system properties ({@code -Dname=value}): declaration, parsing with one-line errors for invalid
 * or misspelt names, {@code -Dhelp} text, and the settings every program shares
 * ({@link persistencebench.harness.settings.CommonSettings}). May use {@code harness.cli} (its one-line errors and
 * {@code Credentials}) and {@code harness.durability}.
 */
package persistencebench.harness.settings;
