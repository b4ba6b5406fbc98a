# Two commands matter: `make serve` and `make test`. Both install what is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
CHROMIUM := /usr/bin/chromium

.PHONY: all serve test build deps lint unit e2e bench clean

all: build

$(BIN)/.installed: requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# Test tools cannot download a browser here: use Debian's Chromium.
$(CHROMIUM):
	$(SUDO) apt-get update
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y --no-install-recommends chromium

deps: $(BIN)/.installed node_modules/.installed

build: deps
	$(BIN)/python scripts/build_site.py

serve: build
	$(BIN)/python scripts/serve.py --dir dist --port 8000

lint: deps
	$(BIN)/ruff check py tests scripts bench
	$(BIN)/mypy
	node_modules/.bin/eslint web bench tests/js

unit: deps
	$(BIN)/python -m pytest tests/unit -q -n 2 --dist loadfile

e2e: build $(CHROMIUM)
	$(BIN)/python -m pytest tests/e2e -q -n 2 --dist loadfile --no-loadscope-reorder

# The quick checks first (lint, types, the Node tests: seconds), then pytest. Two
# workers, one per core, each given whole files: a module's tests may share one booted
# page (tests/e2e/conftest.py, module_page), and each worker serves the site on ports
# of its own. The files go out in the order tests/e2e/conftest.py sorts them (the
# browser's first), not xdist's own.
test: build $(CHROMIUM)
	$(BIN)/ruff check py tests scripts bench
	$(BIN)/mypy
	node_modules/.bin/eslint web bench tests/js
	node --test tests/js/
	$(BIN)/python -m pytest tests -q -n 2 --dist loadfile --no-loadscope-reorder

bench: build $(CHROMIUM)
	$(BIN)/python bench/run.py
	$(BIN)/python bench/phone.py
	$(BIN)/python bench/phone.py --cap none
	$(BIN)/python bench/glance.py
	$(BIN)/python bench/page.py
	$(BIN)/python bench/odds.py
	$(BIN)/python bench/report.py
	$(BIN)/python bench/share.py
	$(BIN)/python bench/slow_moments.py
	$(BIN)/python bench/link_open.py --pyodide
	$(BIN)/python bench/lists.py
	$(BIN)/python bench/two_phones.py
	$(BIN)/python bench/link_state_size.py

clean:
	rm -rf dist build $(VENV) node_modules
