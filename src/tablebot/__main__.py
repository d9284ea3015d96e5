"""`python -m tablebot`: the same as the `tablebot` command."""

from tablebot.cli import main

raise SystemExit(main())
