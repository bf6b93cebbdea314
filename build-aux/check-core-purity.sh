#!/bin/sh
# Fails when a core source includes GLib, GTK, libadwaita or audio headers, or the system's
# for devices, files and the clock (termios, unistd, fcntl, poll, sys/…, time): src/core
# must stay pure C, its time given and its bytes handed in (the e-board's serial line lives
# in src/eboard), so every rule is testable without them.
out=$1; shift
bad=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](glib|gio|gobject|gtk|gdk|adwaita|pulse|espeak|speech-dispatcher|libspeechd|termios\.h|unistd\.h|fcntl\.h|poll\.h|sys/|time\.h)' "$@")
if [ -n "$bad" ]; then
  echo "src/core must not depend on GLib, GTK, audio libraries, devices or the clock:" >&2
  echo "$bad" >&2
  exit 1
fi
: > "$out"
