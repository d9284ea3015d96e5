"""Entry point of the packaged app (pyside6-deploy's input_file): the same as the `tablebot` command.

Kept tiny and outside the package so Nuitka compiles `tablebot` as a package it follows from here,
and so `--self-test` / `--screenshot` / the headless commands work in the built app too.
"""

import sys

from tablebot.cli import main

if __name__ == "__main__":
    sys.exit(main())
