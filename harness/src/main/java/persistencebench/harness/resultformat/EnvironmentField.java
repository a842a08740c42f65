package persistencebench.harness.resultformat;

/** The fields of a result file's {@link TopField#ENVIRONMENT environment}: what a reader needs to judge a number. */
public enum EnvironmentField implements ResultField {
    CODE("code", "the measuring checkout: commit, dirty, changesDigest, inputsDigest (or why it is unknown)"),
    JDK("jdk", "the JDK's version and vendor"),
    JVM("jvm", "the JVM's name and version"),
    OS("os", "the operating system's name, version and architecture"),
    CPUS("cpus", "the processors available to the orchestrating JVM"),
    CPU_MODEL("cpuModel", "the CPU's model name"),
    HOST_MEMORY_BYTES("hostMemoryBytes", "the machine's memory"),
    DATA_DEVICE("dataDevice", "the device of the file store holding -Ddata"),
    DATA_FILE_SYSTEM("dataFileSystem", "the file system holding -Ddata"),
    DURABILITY("durability", "the run's durability class: disk or os"),
    INTERVALS("intervals", "how the cells' ci95 are computed"),
    DATABASE("database", "the first database server's description (PostgreSQL's when selected)"),
    DATABASE_SETTINGS("databaseSettings", "the first database server's settings as found"),
    SERVER_PROFILES("serverProfiles", "what each profile of the first database server sets"),
    DATABASES("databases", "every database server of the run by engine: description, version, settings, profiles"),
    VERSIONS("versions", "the libraries' and servers' versions"),
    SETTINGS("settings", "every effective setting, secrets hidden"),
    PUBLISHED_SETTINGS("publishedSettings", "each setting that changes what is measured, with the value a published run has (null: unset)"),
    EXECUTION("execution", "how the cells ran: forks, rounds, order");

    private final String key;
    private final String meaning;

    EnvironmentField(String key, String meaning) {
        this.key = key;
        this.meaning = meaning;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String meaning() {
        return meaning;
    }
}
