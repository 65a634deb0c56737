# Two entry points for a fresh machine: `make build` (the main job) and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: build build-compiled dist bench-compiled test test-fast lint typecheck check docs goldens bench fuzz conformance conformance-custom td-corpus clean import-mlir import-ods

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip uninstall -qq --yes passgen  # the distribution's name before mlir-passgen, if there
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

## build: create the venv and regenerate generated/, upstream/ and docs/ from specs/ (and the example's), docs/api.md
## and docs/dialects.md's table of custom assembly forms
build: $(STAMP)
	$(BIN)/passgen build
	$(BIN)/passgen build --config examples/my-passes/pyproject.toml
	$(BIN)/python -m passgen.docs.api_reference > docs/api.md
	$(BIN)/python -m passgen.docs.custom_forms docs/dialects.md

## dist: the sdist and the wheel of the `mlir-passgen` distribution in dist/ (README "Install":
## `pip install dist/*.whl`)
dist: $(STAMP)
	rm -rf dist
	$(BIN)/python -m build --outdir dist .

## build-compiled: optional: a second venv, .venv-compiled, with passgen installed from this checkout and its hot runtime modules compiled by mypyc (needs a C compiler; docs/performance.md "Compiled runtime")
build-compiled:
	$(PYTHON) -m venv .venv-compiled
	PASSGEN_MYPYC=1 .venv-compiled/bin/pip install --quiet .

## check: fail when generated/ or docs/Passes.md are stale
check: $(STAMP)
	$(BIN)/passgen build --check --diff

## lint: ruff's lint and format checks (configured in pyproject.toml)
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

## typecheck: mypy on the hand-written code, --strict on the generator's outputs (tests/typecheck.py)
typecheck: $(STAMP)
	$(BIN)/python tests/typecheck.py

## docs: the documentation site (MkDocs, Material theme) in site/; strict: a broken link or anchor fails
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build

## test: create the venv, run the gates (lint, types, generated files fresh, docs), run the whole test suite
test: lint typecheck docs
	$(BIN)/passgen build --check --diff
	$(BIN)/python -m pytest -q

## test-fast: the quick tier while developing (under a minute): every test but the `oracle` ones
## (run against mlir-opt, mlir-tblgen, the C++ toolchain) and the `slow` ones (wheels, venvs,
## fuzz campaigns), with the `dev` Hypothesis profile (a tenth of the examples)
test-fast: $(STAMP)
	HYPOTHESIS_PROFILE=dev $(BIN)/python -m pytest -q -m "not oracle and not slow"

## import-mlir: re-import upstream MLIR's Passes.td files into specs/mlir (needs llvm-22, libmlir-22-dev)
MLIR_INCLUDE ?= /usr/lib/llvm-22/include
import-mlir: $(STAMP)
	for td in $$(find $(MLIR_INCLUDE)/mlir -name Passes.td | sort); do \
	  $(BIN)/passgen import-td $$td -I $(MLIR_INCLUDE) -o specs/mlir || exit 1; done
	$(BIN)/passgen build

## import-ods: re-import the upstream dialects' op definitions (runtime/ir/upstream_ops.json) and their ODS constraints (runtime/ir/upstream_constraints.json), every op's properties (runtime/ir/op_properties.json), the assembly formats and what interpreting them needs (runtime/ir/upstream_formats.json), the C++ names of ops, dialects and interfaces (passgen/cpp/cpp_names.json), linalg's OpDSL ops (runtime/dialects/linalg/named_ops.json) and the macros of the C++ library and libMLIR's headers (passgen/cpp/cpp_macros.json; needs llvm-22, mlir-22-tools, libmlir-22-dev, g++)
import-ods: $(STAMP)
	$(BIN)/python -m passgen.ods.ops $(MLIR_INCLUDE) > runtime/ir/upstream_ops.json
	$(BIN)/python -m passgen.ods.constraints $(MLIR_INCLUDE) > runtime/ir/upstream_constraints.json
	$(BIN)/python -m passgen.ods.properties $(MLIR_INCLUDE) > runtime/ir/op_properties.json
	$(BIN)/python -m passgen.ods.formats $(MLIR_INCLUDE) > runtime/ir/upstream_formats.json
	$(BIN)/python -m passgen.ods.cpp_names $(MLIR_INCLUDE) > passgen/cpp/cpp_names.json
	$(BIN)/python -m passgen.ods.cpp_macros $(MLIR_INCLUDE) > passgen/cpp/cpp_macros.json
	$(BIN)/python -m passgen.ods.linalg_named $(MLIR_INCLUDE) > runtime/dialects/linalg/named_ops.json

## goldens: refresh tests/golden/expected after an intended change to the generator
goldens: $(STAMP)
	$(BIN)/python -m pytest -q tests/generator/test_golden.py --update-goldens

## bench: run the benchmarks (by hand; they print ratios against mlir-opt / mlir-tblgen measured in
## the same run): issue 17's end-to-end ones first (docs/performance.md's table), then the
## component ones; BENCH_QUICK=1 runs the end-to-end ones small and skips the rest (development)
bench: $(STAMP)
	$(BIN)/python benchmarks/startup_bench.py
	$(BIN)/python benchmarks/e2e_bench.py
	$(BIN)/python benchmarks/pass_manager_bench.py
	$(BIN)/python benchmarks/scaling_bench.py
	$(BIN)/python benchmarks/custom_form_bench.py
ifeq ($(filter-out 0,$(BENCH_QUICK)),)
	$(BIN)/python benchmarks/passgen_bench.py
	$(BIN)/python benchmarks/corpus_bench.py
	$(BIN)/python benchmarks/builder_bench.py
	$(BIN)/python benchmarks/transforms_bench.py
	$(BIN)/python benchmarks/rewrite_bench.py
endif

## bench-compiled: the end-to-end benchmarks again with .venv-compiled's passgen-opt (make build-compiled first)
bench-compiled: build-compiled
	.venv-compiled/bin/python benchmarks/startup_bench.py
	.venv-compiled/bin/python benchmarks/e2e_bench.py
	.venv-compiled/bin/python benchmarks/custom_form_bench.py

## fuzz: run every fuzz campaign with many cases and print the reliability table (docs/reliability.md)
FUZZ_CASES ?= 2000
fuzz: $(STAMP)
	$(BIN)/python tests/fuzz/campaign.py --cases $(FUZZ_CASES)

## conformance: replay lit tests' RUN lines with mlir-opt and passgen-opt and print the summary
## table (docs/conformance.md); LIT_TESTS: files or folders, e.g. a checkout's llvm-project/mlir/test/Pass
LIT_TESTS ?= tests/data/conformance
conformance: $(STAMP)
	cd tests && ../$(BIN)/python -m conformance $(abspath $(LIT_TESTS))

## conformance-custom: issue 28's measure of MLIR's custom form on upstream test files as written:
## per `// -----` chunk, passgen-opt's generic and default prints against mlir-opt's and its
## custom print read back, then canonicalize/cse RUN lines through FileCheck with either tool
## (docs/conformance.md); CUSTOM_TESTS: files or folders (default: the stored upstream excerpts);
## CUSTOM_FLAGS: more flags (`--per-op` for whole upstream files of another MLIR version, `--details`)
CUSTOM_TESTS ?= tests/data/upstream_mlir
CUSTOM_FLAGS ?=
conformance-custom: $(STAMP)
	cd tests && ../$(BIN)/python -m conformance.custom_form $(CUSTOM_FLAGS) $(abspath $(CUSTOM_TESTS))

## td-corpus: import other projects' Passes.td files under TD_ROOT (kept outside the repo) and
## print how many passes import, why the others do not, and whether the docs equal mlir-tblgen's;
## TD_FLAGS: more flags, e.g. `--name=` for projects that run -gen-pass-decls without -name
TD_FLAGS ?=
td-corpus: $(STAMP)
	@test -n "$(TD_ROOT)" || { echo "usage: make td-corpus TD_ROOT=DIR" >&2; exit 2; }
	cd tests && ../$(BIN)/python td_corpus.py $(abspath $(TD_ROOT)) $(TD_FLAGS)

clean:
	rm -rf $(VENV) .venv-compiled build dist *.egg-info .passgen-cache benchmarks/.cache .mypy_cache .ruff_cache
