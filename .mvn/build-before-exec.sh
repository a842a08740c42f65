# Sourced by ./mvnw (project addition, not part of the Maven Wrapper).
#
# `./mvnw -pl write exec:java` runs one module's program without building the modules it depends on: Maven 3 takes
# them from the local repository (~/.m2), not from their target/classes. On a fresh clone nothing is installed yet, and
# after a change to a module's sources or pom, or an install from another checkout (the local repository is shared),
# its installed jar is stale, so the program would run old code. Before such a run, install every module once, quietly,
# when they were installed from elsewhere or any module's sources or pom changed since this hook last installed them.
build_before_exec() {
  case " $* " in
    *" exec:java "* | *" exec:exec "*) ;;
    *) return 0 ;;
  esac
  _project_dir=$(cd "$(dirname "$0")" && pwd)
  _installed="${MAVEN_USER_HOME:-$HOME/.m2}/repository/io/github/persistencebench"
  _stamp="$_installed/.installed-from"
  if [ "$(cat "$_stamp" 2>/dev/null)" != "$_project_dir" ]; then
    _install_modules "$_project_dir" "$_stamp" "were installed from another checkout or not at all"
    return 0
  fi
  for _module in model harness generator write read scaling whitepaper; do
    if [ -n "$(find "$_project_dir/$_module/src/main" "$_project_dir/$_module/pom.xml" "$_project_dir/pom.xml" \
        -newer "$_stamp" -print -quit 2>/dev/null)" ]; then
      _install_modules "$_project_dir" "$_stamp" "changed since they were installed ($_module)"
      return 0
    fi
  done
}

_install_modules() {
  echo "mvnw: the modules $3; building them once (install -DskipTests)..." >&2
  "$MAVEN_HOME/bin/$MVN_CMD" -q -B -f "$1/pom.xml" install -DskipTests || die "the build failed; see above"
  printf '%s\n' "$1" > "$2"
}
