"""Fuzz campaigns: bounded in the suite (tests/fuzz/test_fuzz_*.py), long under `make fuzz`."""
