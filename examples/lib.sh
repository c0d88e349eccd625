# Shared helpers of the example scripts (sourced, not run).
#
# LLMREPLAY  the binary to run (default: bin/llmreplay of this checkout when
#            built with `make build`, else llmreplay on PATH)
# WORK       directory for every file a script writes (default: a new
#            temporary directory, kept so you can look at the files)
#
# Every background process a script starts is stopped when it exits,
# however it exits.

examples_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ -z "${LLMREPLAY:-}" ]; then
  if [ -x "$examples_dir/../bin/llmreplay" ]; then
    LLMREPLAY="$examples_dir/../bin/llmreplay"
  else
    LLMREPLAY=llmreplay
  fi
fi
if ! command -v "$LLMREPLAY" >/dev/null 2>&1; then
  echo "example: $LLMREPLAY not found: run 'make build' at the repository root, or set LLMREPLAY" >&2
  exit 2
fi
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/llmreplay-example.XXXXXX")}
mkdir -p "$WORK"

declare -A bg_pids=()

# stop_bg NAME: SIGTERM a background process and wait for it (it drains and
# closes its files).
stop_bg() {
  local pid=${bg_pids[$1]:-}
  if [ -n "$pid" ]; then
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    unset "bg_pids[$1]"
  fi
}

cleanup() {
  local name
  for name in "${!bg_pids[@]}"; do
    stop_bg "$name"
  done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# start_bg NAME CMD...: run CMD in the background, its output in $WORK/NAME.log.
start_bg() {
  local name=$1
  shift
  "$@" >"$WORK/$name.log" 2>&1 &
  bg_pids[$name]=$!
}

# port_open PORT: whether something accepts connections on 127.0.0.1:PORT.
port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# free_port: a loopback port nobody listens on now, chosen below the
# kernel's ephemeral range: a port inside it can be taken between this check
# and the bind by the source port of any outgoing connection on the machine
# (a busy test run opens thousands), and the bind then fails.
free_port() {
  local p i eph=32768 lo=10000 span
  if [ -r /proc/sys/net/ipv4/ip_local_port_range ]; then
    read -r eph _ </proc/sys/net/ipv4/ip_local_port_range
  fi
  span=$((eph - lo))
  if [ "$span" -lt 1000 ]; then
    lo=20000 span=40000 # the ephemeral range starts low: nothing is safe, take any
  fi
  for i in $(seq 1 50); do
    p=$((lo + RANDOM % span))
    if ! port_open "$p"; then
      echo "$p"
      return 0
    fi
  done
  echo "example: no free port found" >&2
  return 1
}

# wait_port PORT NAME: wait (10 s at most) until the background process NAME
# accepts connections on PORT; fail with its log if it died.
wait_port() {
  local port=$1 name=$2 i
  for i in $(seq 1 200); do
    if port_open "$port"; then
      return 0
    fi
    if ! kill -0 "${bg_pids[$name]}" 2>/dev/null; then
      echo "example: $name exited before listening on 127.0.0.1:$port:" >&2
      cat "$WORK/$name.log" >&2
      return 1
    fi
    sleep 0.05
  done
  echo "example: $name is not listening on 127.0.0.1:$port after 10 s; its log:" >&2
  cat "$WORK/$name.log" >&2
  return 1
}

# start_sim NAME PORT ARGS...: start the built-in simulator and wait for it.
start_sim() {
  local name=$1 port=$2
  shift 2
  start_bg "$name" "$LLMREPLAY" sim --listen "127.0.0.1:$port" "$@"
  wait_port "$port" "$name"
}

step() {
  printf '\n== %s\n' "$*"
}

# start_pair NAME: the two simulators a comparison needs, NAME with the
# "default" profile on $base_port and "candidate" with CANDIDATE_PROFILE
# on $cand_port.
start_pair() {
  step "$1 (profile default) and candidate (profile $CANDIDATE_PROFILE)"
  base_port=$(free_port)
  start_sim "$1" "$base_port" --profile default
  cand_port=$(free_port)
  start_sim candidate "$cand_port" --profile "$CANDIDATE_PROFILE"
}
