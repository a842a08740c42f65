# Sourced by ./mvnw (project addition, not part of the Maven Wrapper).
#
# `./mvnw -pl write exec:java` runs one module's program without building the modules it depends on.
# On a fresh clone (or after `clean`) nothing is built yet, so Maven could not resolve them: build and
# install every module once, quietly, before running the program. Later runs skip this step; Maven then
# uses each module's target/classes, so `./mvnw verify` or `./mvnw install -DskipTests` refresh them.
build_before_exec() {
  case " $* " in
    *" exec:java "* | *" exec:exec "*) ;;
    *) return 0 ;;
  esac
  _project_dir=$(cd "$(dirname "$0")" && pwd)
  for _module in model harness generator write read whitepaper; do
    if [ ! -d "$_project_dir/$_module/target/classes" ]; then
      echo "mvnw: modules not built yet on this checkout; building them once (install -DskipTests)..." >&2
      "$MAVEN_HOME/bin/$MVN_CMD" -q -B -f "$_project_dir/pom.xml" install -DskipTests || die "the build failed; see above"
      return 0
    fi
  done
}
