package persistencebench.harness.settings;

import persistencebench.harness.cli.FatalError;

/** An invalid or unknown setting; the message names the setting, the value and what is accepted. */
public final class SettingsException extends FatalError {
    private static final long serialVersionUID = 1L;

    public SettingsException(String message) {
        super(message + " (run with -Dhelp to list the settings)", 2, null);
    }
}
