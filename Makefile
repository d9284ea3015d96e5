# The two commands of the README: `make run` and `make test`. Both build the virtual environment first.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test bench lint screenshot schema clean
.PHONY: guide

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

run: $(VENV)/.installed
	$(VENV)/bin/tablebot

test: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(PY) bench/run_all.py

# The conformance harness on fresh seeds for MINUTES per bot (every bot, or BOT=name; MAP=lake, or all); prints
# steps, turns, problems and crashes with their seeds.
MINUTES ?= 10
.PHONY: soak
soak: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(PY) bench/soak.py --minutes $(MINUTES) $(if $(BOT),--bot $(BOT)) $(if $(MAP),--map $(MAP))

lint: $(VENV)/.installed
	$(PY) -m ruff check src tests bench
	$(PY) -m mypy

screenshot: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/tablebot --screenshot docs/screenshot.png

# The pictures of the Help guide (resources/guide/), rendered from the demo game.
guide: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(PY) resources/guide/make_guide.py

# The real app in a real X server (Xvfb), driven by xdotool: a drag from the palette, an order card typed
# and entered, a step confirmed with Enter, undo; checked from the autosave. Installs Xvfb, xdotool and
# the xcb libraries of the README with apt-get when missing. Not part of `make test` (too heavy).
.PHONY: smoke-x11
smoke-x11: $(VENV)/.installed
	$(PY) packaging/smoke_x11.py

# Regenerate the committed save schema after any change to a snapshot model (a test checks drift).
schema: $(VENV)/.installed
	$(VENV)/bin/tablebot schema > docs/save-schema.json

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
