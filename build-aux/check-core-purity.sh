#!/bin/sh
# Fails when a core source includes GLib, GTK, libadwaita or audio headers:
# src/core must stay pure C so every rule is testable without them.
out=$1; shift
bad=$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](glib|gio|gobject|gtk|gdk|adwaita|pulse|espeak|speech-dispatcher|libspeechd)' "$@")
if [ -n "$bad" ]; then
  echo "src/core must not depend on GLib, GTK or audio libraries:" >&2
  echo "$bad" >&2
  exit 1
fi
: > "$out"
