#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# speech-latency.sh SPEECH-LATENCY [N] — runs the speech latency benchmark on
# a private PulseAudio with a null sink (and the speech-dispatcher that spd-say
# starts in the same private runtime directory); stops both by PID at the end.
set -eu
bench=$1
n=${2:-200}
sink=ab_bench_sink

rundir=$(mktemp -d)
chmod 700 "$rundir"
pa_pid=
cleanup () {
  pidfile="$rundir/speech-dispatcher/pid/speech-dispatcher.pid"
  if [ -s "$pidfile" ]; then kill "$(cat "$pidfile")" 2>/dev/null || true; fi
  if [ -n "$pa_pid" ]; then
    kill "$pa_pid" 2>/dev/null || true
    wait "$pa_pid" 2>/dev/null || true
  fi
  rm -rf "$rundir"
}
trap cleanup EXIT INT TERM

export XDG_RUNTIME_DIR="$rundir"
export PULSE_SERVER="unix:$rundir/pulse/native"
export PULSE_SINK=$sink
pulseaudio --daemonize=no --exit-idle-time=-1 --system=false -n \
  --load="module-native-protocol-unix auth-anonymous=1" \
  --load="module-null-sink sink_name=$sink" >"$rundir/pulseaudio.log" 2>&1 &
pa_pid=$!
i=0
until pactl info >/dev/null 2>&1; do
  i=$((i + 1))
  [ $i -lt 100 ] || { echo "speech-latency: PulseAudio did not start" >&2; exit 1; }
  sleep 0.05
done

spd_say=$(command -v spd-say || true)
[ -n "$spd_say" ] ||
  echo "speech-latency: no spd-say (Debian: speech-dispatcher), annabella only" >&2
"$bench" "$sink.monitor" "$n" $spd_say
