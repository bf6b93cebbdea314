# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP output for the checking scripts of tests/ that meson runs with protocol: 'tap'.

A script in a folder below imports it with
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
"""


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, ok, name, details=()):
        """One test point; a failure's details (a text, or several) follow it as comments,
        line by line."""
        if isinstance(details, str):
            details = (details,)
        self.n += 1
        print(('ok' if ok else 'not ok') + f' {self.n} - {name}')
        if not ok:
            self.failed += 1
            for line in details:
                for part in str(line).splitlines():
                    print(f'#   {part}')
        return ok

    def skip(self, name, reason):
        self.n += 1
        print(f'ok {self.n} - {name} # SKIP {reason}')

    def done(self):
        """The plan; returns the exit status."""
        print(f'1..{self.n}')
        return 1 if self.failed else 0
